import { eitherText, message, numberText, plural } from '../lib/model/i18n';
import { statusWord } from '../lib/model/monitor-status';
import { ticketStrings } from './tickets/ticket-strings';

/**
 * Every user-facing string of the popup in one place, each from public/_locales/<lang>/
 * messages.json (lib/model/i18n.ts). Functions take the variable parts, as the messages' placeholders do.
 */
/** What each write does, in a few words, before the record's name. */
const writeWords: Record<string, string> = {
  commentOnIncident: message('writeCommentOnIncident'),
  pauseMonitor: message('writePauseMonitor'),
  createMonitor: message('writeCreateMonitor'),
  createCategory: message('writeCreateCategory'),
  createSeat: message('writeCreateSeat'),
  createIntegration: message('writeCreateIntegration'),
  createPage: message('writeCreatePage'),
  createAnnouncement: message('writeCreateAnnouncement'),
  createWindow: message('writeCreateWindow'),
  createEvent: message('writeCreateEvent'),
  updateMonitor: message('writeUpdateMonitor'),
  deleteMonitor: message('writeDeleteMonitor'),
  updatePageAuthentication: message('writeUpdatePageAuthentication'),
  setAnnouncementStickiness: message('writeSetAnnouncementStickiness'),
  pauseWindow: message('writePauseWindow'),
  endWindow: message('writeEndWindow'),
  buyTickets: message('writeBuyTickets'),
};

/** "comment on ‘API gateway’": what a write does and to which record. */
function writeNamed(operation: string, name: string | null) {
  const what = writeWords[operation] ?? message('writeOther');
  return name ? message('writeNamed', [what, name]) : what;
}

export const strings = {
  appName: message('extName'),
  settings: message('settings'),
  /** The settings button's tooltip, where the version is said (not in the footer). */
  settingsTitle: (version: string) => message('settingsTitle', version),
  refresh: message('refresh'),
  refreshing: message('refreshing'),
  overall: {
    setup: message('overallSetup'),
    'signed-out': message('overallSignedOut'),
    'first-sync': message('overallFirstSync'),
    offline: message('overallOffline'),
    'not-answering': message('overallNotAnswering'),
    'rate-limited': (time: string) => message('overallRateLimited', time),
    'sync-failing': message('overallSyncFailing'),
    stale: message('overallStale'),
    down: (count: number) => plural('overallDown', count),
    'all-up': message('overallAllUp'),
  },
  lastSynced: (age: string) => message('lastSynced', age),
  neverSynced: message('neverSynced'),
  lastTryFailed: message('lastTryFailed'),
  /** What the footer says about a connection (lib/model/connection-state.ts). */
  connection: {
    'not-set-up': message('connectionNotSetUp'),
    connecting: message('connectionConnecting'),
    connected: message('connectionConnected'),
    unreachable: message('connectionUnreachable'),
    'not-answering': message('connectionNotAnswering'),
    'rate-limited': message('connectionRateLimited'),
    'signed-out': message('connectionSignedOut'),
    'server-trouble': message('connectionServerTrouble'),
  },
  footer: {
    monitoring: message('footerMonitoring'),
    museum: message('footerMuseum'),
    interval: (minutes: number) => plural('footerInterval', minutes),
    backgroundSilent: (error: string) => message('footerBackgroundSilent', error),
  },
  keepOpenBesidePages: message('keepOpenBesidePages'),
  keepOpenFailed: (reason: string) => message('keepOpenFailed', reason),
  pendingWrites: (count: number) => plural('pendingWrites', count),
  failedWrites: (count: number) => plural('failedWrites', count),
  search: message('search'),
  searchPlaceholder: message('searchPlaceholder'),
  statusFilter: message('statusFilter'),
  categoryFilter: message('categoryFilter'),
  allStatuses: message('allStatuses'),
  allCategories: message('allCategories'),
  statusNames: Object.fromEntries(
    ['down', 'paused', 'pending', 'up'].map((state) => [state, statusWord(state)]),
  ) as Record<string, string>,
  thisSite: {
    region: message('thisSiteRegion'),
    unmonitored: (host: string) => message('thisSiteUnmonitored', host),
    monitor: message('thisSiteMonitor'),
    confirm: (name: string, address: string) => message('thisSiteConfirm', [name, address]),
    add: message('thisSiteAdd'),
    open: message('thisSiteOpen'),
    notQueued: (why: string) => message('thisSiteNotQueued', why),
  },
  noMatches: message('noMatches'),
  noMonitors: message('noMonitors'),
  firstSyncBody: message('firstSyncBody'),
  pause: message('pause'),
  resume: message('resume'),
  pauseNamed: (name: string) => message('pauseNamed', name),
  resumeNamed: (name: string) => message('resumeNamed', name),
  pausedNotice: (name: string) => message('pausedNotice', name),
  resumedNotice: (name: string) => message('resumedNotice', name),
  undo: message('undo'),
  dismiss: message('dismiss'),
  moreActions: (name: string) => message('moreActions', name),
  pauseFor: (hours: number) => message('pauseFor', numberText(hours)),
  snooze: message('snooze'),
  snoozed: message('snoozed'),
  snoozedUntil: (time: string) => message('snoozedUntil', time),
  resumesAt: (time: string) => message('resumesAt', time),
  bulkPauseOpen: message('bulkPauseOpen'),
  bulkPauseWhich: message('bulkPauseWhich'),
  bulkPauseAll: message('bulkPauseAll'),
  bulkPauseListed: (count: number) => plural('bulkPauseListed', count),
  bulkPauseCategory: (name: string) => message('bulkPauseCategory', name),
  bulkPauseHowLong: message('bulkPauseHowLong'),
  bulkPauseHours: (hours: number) => message('bulkPauseHours', numberText(hours)),
  bulkPauseUntilChoice: message('bulkPauseUntilChoice'),
  bulkPauseUntilLabel: message('bulkPauseUntilLabel'),
  bulkPauseGo: message('bulkPauseGo'),
  bulkPauseNeedTime: message('bulkPauseNeedTime'),
  bulkPauseNone: message('bulkPauseNone'),
  bulkPauseFailed: (reason: string) => message('bulkPauseFailed', reason),
  pausedUntil: (count: number, time: string) => plural('pausedUntil', count, [time]),
  pausedUntilFirst: (count: number, time: string) => plural('pausedUntilFirst', count, [time]),
  notOnServer: message('notOnServer'),
  responseTimes: (name: string) => message('responseTimesLabel', name),
  incidents: (count: number) => plural('incidents', count),
  noIncidents: message('noIncidents'),
  incidentSince: (time: string) => message('incidentSince', time),
  moreIncidents: (count: number) => plural('moreIncidents', count),
  comment: message('comment'),
  commentOn: (name: string) => message('commentOn', name),
  commentLabel: (name: string) => message('commentLabel', name),
  commentPlaceholder: message('commentPlaceholder'),
  send: message('send'),
  cancel: message('cancel'),
  museumToday: message('museumToday'),
  museumClosed: message('museumClosed'),
  museumHoursLoading: message('museumHoursLoading'),
  museumHoursFailed: message('museumHoursFailed'),
  setupTitle: message('setupTitle'),
  setupBody: message('setupBody'),
  openSettings: message('openSettings'),
  tryDemo: message('tryDemo'),
  demoSilent: (address: string) => message('demoSilent', address),
  signedOutBody: message('signedOutBody'),
  /** Subjects of "… could not be shown" (ShowOrSay) in the popup. */
  shown: {
    monitor: message('shownMonitor'),
    incidents: message('shownIncidents'),
    museum: message('shownMuseum'),
  },
  tickets: ticketStrings,
  writeAlerts: message('writeAlerts'),
  /** "Not sent: comment on ‘API gateway’." */
  notSent: (operation: string, name: string | null) =>
    message('notSent', writeNamed(operation, name)),
  maybeSent: (operation: string, name: string | null) =>
    message('maybeSent', writeNamed(operation, name)),
  waitingBehind: (count: number) => plural('waitingBehind', count),
  fix: message('fix'),
  discard: message('discard'),
  awaitingSignIn: (count: number, accounts: readonly string[]) =>
    accounts.length
      ? plural('awaitingSignInAs', count, [eitherText(accounts)])
      : plural('awaitingSignInAgain', count),
  signIn: message('signIn'),
};
