import { message } from '../../lib/platform/i18n';
import { announcementsSpec } from './resources/announcements';
import { categoriesSpec } from './resources/categories';
import { eventsSpec } from './resources/events';
import { hoursSpec } from './resources/hours';
import { incidentsSpec } from './resources/incidents';
import { integrationsSpec } from './resources/integrations';
import { monitorsSpec } from './resources/monitors';
import { pagesSpec } from './resources/pages';
import { seatsSpec } from './resources/seats';
import { windowsSpec } from './resources/windows';
import type { ResourceSpec } from './section-shell/spec';

/**
 * The management sections, in menu order. Each is a ResourceSpec rendered by ResourceSection;
 * add a resource by declaring it (lib/model/resources.ts), writing its spec in resources/ and
 * listing it here.
 */
// biome-ignore lint/suspicious/noExplicitAny: specs of different row types share one list.
export const resourceSpecs: ResourceSpec<any>[] = [
  monitorsSpec,
  categoriesSpec,
  incidentsSpec,
  seatsSpec,
  integrationsSpec,
  pagesSpec,
  announcementsSpec,
  windowsSpec,
  eventsSpec,
  hoursSpec,
];

/** Settings-style pages, before the resources in the menu. */
export const settingsPages = [
  { key: 'connections', title: message('optionsConnections') },
  { key: 'sync', title: message('optionsSync') },
  { key: 'outbox', title: message('outboxTitle') },
  { key: 'timeline', title: message('timelineTitle') },
  { key: 'advanced', title: message('optionsAdvanced') },
  { key: 'privacy', title: message('privacyTitle') },
] as const;

/** Views that read across records, after the resources in the menu. */
export const reportPages = [{ key: 'uptime-report', title: message('reportTitle') }] as const;
