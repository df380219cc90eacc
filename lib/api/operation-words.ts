import { message } from '../i18n';

/*
 * Error messages name the operation that failed ("List monitors: …"). ApiError keeps the English
 * label as its `operation` (logs, tests and code compare it); people read it in their language.
 */
const WORDS: Record<string, () => string> = {
  Login: () => message('opLogin'),
  'List telephone codes': () => message('opListTelephoneCodes'),
  'List monitors': () => message('opListMonitors'),
  'Create monitor': () => message('opCreateMonitor'),
  'Update monitor': () => message('opUpdateMonitor'),
  'Delete monitor': () => message('opDeleteMonitor'),
  'Pause monitor': () => message('opPauseMonitor'),
  'Get response times': () => message('opGetResponseTimes'),
  'Get uptime': () => message('opGetUptime'),
  'List categories': () => message('opListCategories'),
  'Create category': () => message('opCreateCategory'),
  'Update category': () => message('opUpdateCategory'),
  'Delete category': () => message('opDeleteCategory'),
  'List incidents': () => message('opListIncidents'),
  'Comment on incident': () => message('opCommentOnIncident'),
  'List seats': () => message('opListSeats'),
  'Create seat': () => message('opCreateSeat'),
  'Update seat': () => message('opUpdateSeat'),
  'Delete seat': () => message('opDeleteSeat'),
  'List integrations': () => message('opListIntegrations'),
  'Create integration': () => message('opCreateIntegration'),
  'Update integration': () => message('opUpdateIntegration'),
  'Delete integration': () => message('opDeleteIntegration'),
  'List pages': () => message('opListPages'),
  'Create page': () => message('opCreatePage'),
  'Update page': () => message('opUpdatePage'),
  'Update page authentication': () => message('opUpdatePageAuthentication'),
  'Delete page': () => message('opDeletePage'),
  'List announcements': () => message('opListAnnouncements'),
  'Create announcement': () => message('opCreateAnnouncement'),
  'Update announcement': () => message('opUpdateAnnouncement'),
  'Set announcement stickiness': () => message('opSetAnnouncementStickiness'),
  'Delete announcement': () => message('opDeleteAnnouncement'),
  'List windows': () => message('opListWindows'),
  'Create window': () => message('opCreateWindow'),
  'Update window': () => message('opUpdateWindow'),
  'Pause window': () => message('opPauseWindow'),
  'End window': () => message('opEndWindow'),
  'Delete window': () => message('opDeleteWindow'),
  'Load museum hours': () => message('opLoadMuseumHours'),
  'Create special event': () => message('opCreateSpecialEvent'),
  'Load special events': () => message('opLoadSpecialEvents'),
  'Load special event': () => message('opLoadSpecialEvent'),
  'Update special event': () => message('opUpdateSpecialEvent'),
  'Delete special event': () => message('opDeleteSpecialEvent'),
  'Buy tickets': () => message('opBuyTickets'),
  'Load ticket QR code': () => message('opLoadTicketQrCode'),
  'Connect to the monitoring service': () => message('opConnectMonitoring'),
  'Sign in to the monitoring service': () => message('opSignInMonitoring'),
  'Check input': () => message('opCheckInput'),
};

/** An operation's label in the UI language; a label not listed here as it is. */
export function operationWords(operation: string): string {
  return Object.hasOwn(WORDS, operation) ? (WORDS[operation]?.() ?? operation) : operation;
}
