import { isolated } from '../lib/model/bidi';
import { MONITOR_STATES } from '../lib/model/monitor-state';
import { statusWord } from '../lib/model/monitor-status';
import { writeNamed } from '../lib/model/write-words';
import { eitherText, message, numberText, plural } from '../lib/platform/i18n';
import { onTouchScreen } from './touch-screen';

/**
 * Every user-facing string of the popup in one place, each from public/_locales/<lang>/
 * messages.json (lib/platform/i18n.ts). Functions take the variable parts, as the messages' placeholders do.
 */
export const strings = {
  appName: message('extName'),
  settings: message('settings'),
  /** The settings button's tooltip, where the version is said (not in the footer). */
  settingsTitle: (version: string) => message('settingsTitle', version),
  refresh: message('refresh'),
  refreshing: message('refreshing'),
  overall: {
    'background-stopped': message('overallBackgroundStopped'),
    setup: message('overallSetup'),
    'signed-out': message('overallSignedOut'),
    'first-sync': message('overallFirstSync'),
    offline: message('overallOffline'),
    unreachable: message('overallUnreachable'),
    'not-answering': message('overallNotAnswering'),
    'rate-limited': (time: string) => message('overallRateLimited', time),
    'sync-failing': message('overallSyncFailing'),
    stale: message('overallStale'),
    down: (count: number) => plural('overallDown', count),
    'all-up': message('overallAllUp'),
  },
  /** A failing glance, and whether what the popup shows is saved data or nothing yet. */
  failingGlance: (state: string, saved: boolean) =>
    saved ? message('glanceSavedData', state) : message('glanceNotSyncedYet', state),
  notSyncedYet: message('notSyncedYet'),
  lastSynced: (age: string) => message('lastSynced', age),
  neverSynced: message('neverSynced'),
  lastTryFailed: message('lastTryFailed'),
  /** What the footer says about a connection (lib/model/connection-state.ts). */
  connection: {
    'not-set-up': message('connectionNotSetUp'),
    offline: message('connectionOffline'),
    connecting: message('connectionConnecting'),
    connected: message('connectionConnected'),
    unreachable: message('connectionUnreachable'),
    'not-answering': message('connectionNotAnswering'),
    'rate-limited': message('connectionRateLimited'),
    'signed-out': message('connectionSignedOut'),
    'server-trouble': message('connectionServerTrouble'),
    'storage-full': message('connectionStorageFull'),
  },
  footer: {
    monitoring: message('footerMonitoring'),
    museum: message('footerMuseum'),
    interval: (minutes: number) => plural('footerInterval', minutes),
  },
  keepOpenBesidePages: message('keepOpenBesidePages'),
  recentChanges: message('timelineTitle'),
  keepOpenFailed: (reason: string) => message('keepOpenFailed', reason),
  pendingWrites: (count: number) => plural('pendingWrites', count),
  failedWrites: (count: number) => plural('failedWrites', count),
  search: message('search'),
  /** The search's placeholder: with its key, "/", only where there is a keyboard. */
  searchPlaceholder: () =>
    onTouchScreen() ? message('searchPlaceholderTouch') : message('searchPlaceholder'),
  statusFilter: message('statusFilter'),
  categoryFilter: message('categoryFilter'),
  allStatuses: message('allStatuses'),
  allCategories: message('allCategories'),
  statusNames: Object.fromEntries(
    MONITOR_STATES.map((state) => [state, statusWord(state)]),
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
  untilTime: (time: string) => message('untilTime', time),
  bulkPauseOpen: message('bulkPauseOpen'),
  bulkPauseWhich: message('bulkPauseWhich'),
  bulkPauseAll: message('bulkPauseAll'),
  bulkPauseListed: (count: number) => plural('bulkPauseListed', count),
  bulkPauseCategory: (name: string) => message('bulkPauseCategory', isolated(name)),
  bulkPauseHowLong: message('bulkPauseHowLong'),
  bulkPauseHours: (hours: number) => message('bulkPauseHours', numberText(hours)),
  bulkPauseUntilChoice: message('bulkPauseUntilChoice'),
  bulkPauseUntilLabel: message('bulkPauseUntilLabel'),
  bulkPauseGo: message('bulkPauseGo'),
  bulkPauseForHours: (hours: number) => message('bulkPauseForHours', numberText(hours)),
  /** The bulk pause button: how many it pauses, of which, and how long ("" while no time is chosen). */
  bulkPauseSummary: {
    all: (count: number, when: string) => plural('bulkPauseSummaryAll', count, [when]).trim(),
    listed: (count: number, when: string) => plural('bulkPauseSummaryListed', count, [when]).trim(),
    category: (count: number, when: string, name: string) =>
      plural('bulkPauseSummaryCategory', count, [when, isolated(name)]).trim(),
  },
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
  museumHoursNotSynced: message('museumHoursNotSynced'),
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
  writeAlerts: message('writeAlerts'),
  /** "Not sent: comment on ‘API gateway’." */
  notSent: (operation: string, name: string | null, payload: unknown) =>
    message('notSent', writeNamed(operation, name, payload)),
  maybeSent: (operation: string, name: string | null, payload: unknown) =>
    message('maybeSent', writeNamed(operation, name, payload)),
  waitingBehind: (count: number) => plural('waitingBehind', count),
  fix: message('fix'),
  discard: message('discard'),
  awaitingSignIn: (count: number, accounts: readonly string[]) =>
    accounts.length
      ? plural('awaitingSignInAs', count, [eitherText(accounts)])
      : plural('awaitingSignInAgain', count),
  signIn: message('signIn'),
};
