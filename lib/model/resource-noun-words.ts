import { message, wordsFor } from './i18n';

/*
 * The nouns of lib/model/resource-nouns.ts in the UI language. The data stays English (pages and the
 * sync compare it); people read these words.
 */
const WORDS: Record<string, () => string> = {
  monitor: () => message('nounMonitor'),
  monitors: () => message('nounMonitors'),
  category: () => message('nounCategory'),
  categories: () => message('nounCategories'),
  incident: () => message('nounIncident'),
  incidents: () => message('nounIncidents'),
  seat: () => message('nounSeat'),
  seats: () => message('nounSeats'),
  integration: () => message('nounIntegration'),
  integrations: () => message('nounIntegrations'),
  'status page': () => message('nounStatusPage'),
  'status pages': () => message('nounStatusPages'),
  announcement: () => message('nounAnnouncement'),
  announcements: () => message('nounAnnouncements'),
  'maintenance window': () => message('nounMaintenanceWindow'),
  'maintenance windows': () => message('nounMaintenanceWindows'),
  'telephone code': () => message('nounTelephoneCode'),
  'telephone codes': () => message('nounTelephoneCodes'),
  'day of museum hours': () => message('nounDayOfMuseumHours'),
  'museum hours': () => message('nounMuseumHours'),
  'special event': () => message('nounSpecialEvent'),
  'special events': () => message('nounSpecialEvents'),
  record: () => message('nounRecord'),
  records: () => message('nounRecords'),
};

/** A record noun in the UI language; one not listed here as it is. */
export const nounWords = wordsFor(WORDS);
