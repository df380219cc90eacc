import { ticketStrings } from './tickets/ticket-strings';

/**
 * Every user-facing string of the popup in one place, ready to move to
 * `_locales/<lang>/messages.json`. Functions take the variable parts, as chrome.i18n
 * placeholders would.
 */
/** What each write does, in a few words, before the record's name. */
const writeWords: Record<string, string> = {
  commentOnIncident: 'comment on',
  pauseMonitor: 'pause or resume',
  createMonitor: 'new monitor',
  createCategory: 'new category',
  createSeat: 'new notification seat',
  createIntegration: 'new integration',
  createPage: 'new status page',
  createAnnouncement: 'new announcement',
  createWindow: 'new maintenance window',
  createEvent: 'new special event',
  updateMonitor: 'changes to',
  deleteMonitor: 'deleting',
  updatePageAuthentication: 'password of',
  setAnnouncementStickiness: 'pinning',
  pauseWindow: 'pause or resume',
  endWindow: 'ending',
  buyTickets: 'ticket purchase',
};

export const strings = {
  appName: 'Gatehouse',
  settings: 'Settings',
  /** The settings button's tooltip, where the version is said (not in the footer). */
  settingsTitle: (version: string) => `Settings · Gatehouse ${version}`,
  refresh: 'Refresh now',
  refreshing: 'Refreshing…',
  overall: {
    setup: 'Not connected',
    'signed-out': 'Signed out',
    'first-sync': 'Loading monitors…',
    offline: 'Offline — showing saved data',
    'not-answering': 'Server not answering — showing saved data',
    'rate-limited': (time: string) => `Server busy — retrying at ${time}`,
    'sync-failing': 'Sync failing — showing saved data',
    stale: 'Data may be out of date',
    down: (count: number) => (count === 1 ? '1 monitor down' : `${count} monitors down`),
    'all-up': 'All monitors up',
  },
  lastSynced: (age: string) => `Synced ${age}`,
  neverSynced: 'Not synced yet',
  lastTryFailed: 'the last try failed',
  /** What the footer says about a connection (lib/db/connection-state.ts). */
  connection: {
    'not-set-up': 'not set up',
    connecting: 'connecting…',
    connected: 'connected',
    unreachable: 'not reachable',
    'not-answering': 'not answering',
    'rate-limited': 'asked to wait',
    'signed-out': 'sign-in failing',
    'server-trouble': 'server failing',
  },
  footer: {
    monitoring: 'Monitoring',
    museum: 'Museum',
    interval: (minutes: number) =>
      minutes === 1 ? 'Updates every minute' : `Updates every ${minutes} minutes`,
    backgroundSilent: (error: string) =>
      `The background service did not answer (${error}). Reload the extension and try again.`,
  },
  pendingWrites: (count: number) => (count === 1 ? '1 change waiting' : `${count} changes waiting`),
  failedWrites: (count: number) => (count === 1 ? '1 change failed' : `${count} changes failed`),
  search: 'Search monitors',
  searchPlaceholder: 'Search  ( / )',
  statusFilter: 'Status',
  categoryFilter: 'Category',
  allStatuses: 'All statuses',
  allCategories: 'All categories',
  statusNames: { down: 'Down', paused: 'Paused', pending: 'Pending', up: 'Up' } as Record<
    string,
    string
  >,
  noMatches: 'No monitors match.',
  noMonitors: 'No monitors yet. Create one in Settings.',
  firstSyncBody: 'Fetching your monitors for the first time…',
  pause: 'Pause',
  resume: 'Resume',
  pausedNotice: (name: string) => `Paused ${name}`,
  resumedNotice: (name: string) => `Resumed ${name}`,
  undo: 'Undo',
  dismiss: 'Dismiss',
  moreActions: (name: string) => `More actions for ${name}`,
  pauseFor: (hours: number) => `Pause for ${hours} h`,
  snooze: 'Snooze alerts for 1 h',
  snoozed: 'Alerts snoozed',
  snoozedUntil: (time: string) => `Alerts snoozed until ${time}`,
  resumesAt: (time: string) => `resumes at ${time}`,
  notOnServer: 'not sent yet',
  incidents: (count: number) => (count === 1 ? '1 open incident' : `${count} open incidents`),
  noIncidents: 'No open incidents',
  incidentSince: (time: string) => `since ${time}`,
  moreIncidents: (count: number) => `${count} more in Settings`,
  comment: 'Comment',
  commentOn: (name: string) => `Comment on ${name}`,
  commentLabel: (name: string) => `Comment on the ${name} incident`,
  commentPlaceholder: 'What is happening? Your team sees this.',
  send: 'Send',
  cancel: 'Cancel',
  museumToday: 'Museum today',
  museumClosed: 'Closed today',
  museumHoursLoading: 'Loading opening hours…',
  museumHoursFailed: 'Opening hours could not be loaded',
  myTickets: 'Next tickets',
  noTickets: 'No upcoming tickets',
  ticketPending: 'not bought yet',
  setupTitle: 'Connect your monitoring account',
  setupBody: 'Gatehouse shows your monitors here once it can sign in.',
  openSettings: 'Open Settings',
  tryDemo: 'Try the demo',
  demoSilent: (address: string) =>
    `Nothing answered at ${address}, so Gatehouse is still not connected. Start the demo server (npm run server) and try again.`,
  signedOutBody: 'Gatehouse could not sign in. Check the email and password in Settings.',
  tickets: ticketStrings,
  writeAlerts: 'Changes not sent',
  /** "Not sent: comment on ‘API gateway’." */
  notSent: (operation: string, name: string | null) =>
    `Not sent: ${writeWords[operation] ?? 'a change to'}${name ? ` ‘${name}’` : ''}.`,
  maybeSent: (operation: string, name: string | null) =>
    `May have reached the server: ${writeWords[operation] ?? 'a change to'}${name ? ` ‘${name}’` : ''}. Check, then send it again or discard it.`,
  waitingBehind: (count: number) =>
    count === 1 ? '1 more change waits behind it.' : `${count} more changes wait behind it.`,
  fix: 'Fix',
  discard: 'Discard',
  awaitingSignIn: (count: number, accounts: readonly string[]) =>
    `${count === 1 ? '1 change waits' : `${count} changes wait`} until you sign in${
      accounts.length ? ` as ${accounts.join(' or ')}` : ' again'
    }.`,
  signIn: 'Sign in',
};
