import { storage } from 'wxt/utils/storage';
import { QUIET_HOURS_OFF, type QuietHours } from '../model/quiet-hours';
import type { TimelineLook } from '../model/timeline';

/**
 * User settings as WXT storage items. Build-time variables (see README "Configuration") give the
 * defaults, so a demo or test build can point at a local server; anything saved in the options
 * page overrides them. Secrets (passwords, and the monitoring token, which only the worker's code
 * defines: lib/background/api/monitoring/token-store.ts) live in browser.storage.local, and never
 * in IndexedDB, logs, errors or exports.
 */
const env = import.meta.env;

export interface Credentials {
  username: string;
  password: string;
}

const emptyToNull = (value: string | undefined) => (value ? value : null);

export const buildDefaults = {
  monitoringBaseUrl: emptyToNull(env.WXT_MONITORING_API_URL),
  museumBaseUrl: emptyToNull(env.WXT_MUSEUM_API_URL),
  monitoringCredentials:
    env.WXT_MONITORING_EMAIL && env.WXT_MONITORING_PASSWORD
      ? { username: env.WXT_MONITORING_EMAIL, password: env.WXT_MONITORING_PASSWORD }
      : null,
  museumCredentials:
    env.WXT_MUSEUM_USERNAME && env.WXT_MUSEUM_PASSWORD
      ? { username: env.WXT_MUSEUM_USERNAME, password: env.WXT_MUSEUM_PASSWORD }
      : null,
};

/** Saved base URL of the monitoring API; null means "use the build default". */
export const monitoringBaseUrlItem = storage.defineItem<string | null>('local:monitoringBaseUrl', {
  fallback: null,
  version: 1,
});

export const museumBaseUrlItem = storage.defineItem<string | null>('local:museumBaseUrl', {
  fallback: null,
  version: 1,
});

/** Monitoring login (email + password), kept so an expired token can be renewed unattended. */
export const monitoringCredentialsItem = storage.defineItem<Credentials | null>(
  'local:monitoringCredentials',
  { fallback: null, version: 1 },
);

export const museumCredentialsItem = storage.defineItem<Credentials | null>(
  'local:museumCredentials',
  { fallback: null, version: 1 },
);

/** Minutes between background syncs; browser.alarms refuses anything under one minute. */
export const pollIntervalMinutesItem = storage.defineItem<number>('local:pollIntervalMinutes', {
  fallback: 5,
  version: 1,
});

export const notificationsEnabledItem = storage.defineItem<boolean>('local:notificationsEnabled', {
  fallback: true,
  version: 1,
});

/**
 * Chrome: the toolbar button opens the glance in the side panel instead of the popup. Off by
 * default: the popup is what a toolbar button is expected to open; the side panel is a choice.
 */
export const toolbarOpensSidePanelItem = storage.defineItem<boolean>(
  'local:toolbarOpensSidePanel',
  { fallback: false, version: 1 },
);

/**
 * Saved after "Sign out": credentials deliberately blank, so the build's demo defaults do not
 * quietly sign the user back in. `null` (never saved) is what lets the defaults through.
 */
export const SIGNED_OUT: Credentials = { username: '', password: '' };

const savedOrDefault = (saved: Credentials | null, fallback: Credentials | null) =>
  saved === null ? fallback : saved.username ? saved : null;

/** Where the two connections are saved: who the user is signed in as, and at which address. */
export const connectionItems = [
  monitoringBaseUrlItem,
  monitoringCredentialsItem,
  museumBaseUrlItem,
  museumCredentialsItem,
];

/** A connection counts as configured once it has both an address and credentials. */
export function isConfigured(connection: {
  baseUrl: string | null;
  credentials: Credentials | null;
}): boolean {
  return Boolean(connection.baseUrl && connection.credentials);
}

/** The settings the background actually uses: saved values first, then build defaults. */
export async function effectiveConnections() {
  const [monitoringUrl, museumUrl, monitoringCreds, museumCreds] = await Promise.all([
    monitoringBaseUrlItem.getValue(),
    museumBaseUrlItem.getValue(),
    monitoringCredentialsItem.getValue(),
    museumCredentialsItem.getValue(),
  ]);
  return {
    monitoring: {
      baseUrl: monitoringUrl ?? buildDefaults.monitoringBaseUrl,
      credentials: savedOrDefault(monitoringCreds, buildDefaults.monitoringCredentials),
    },
    museum: {
      baseUrl: museumUrl ?? buildDefaults.museumBaseUrl,
      credentials: savedOrDefault(museumCreds, buildDefaults.museumCredentials),
    },
  };
}

/**
 * The user's overrides of the monitoring route table, as the JSON text they typed in Settings
 * (see lib/background/api/monitoring/routes.ts for the format). Kept as text so a bad entry can be shown
 * back to them; the defaults stay in force until it parses.
 */
export const monitoringRouteOverridesItem = storage.defineItem<string>(
  'local:monitoringRouteOverrides',
  { fallback: '', version: 1 },
);

/** Museum events are synced over this window around today; the API needs explicit dates. */
export interface EventSyncWindow {
  daysBack: number;
  daysAhead: number;
}

export const eventSyncWindowItem = storage.defineItem<EventSyncWindow>('local:eventSyncWindow', {
  fallback: { daysBack: 7, daysAhead: 90 },
  version: 1,
});

/**
 * Per-monitor notification mutes: monitor id → "muted until" (ms since epoch), or 0 for "muted
 * until turned back on". Snoozes from the popup write a time; the switch in Settings writes 0.
 */
export const notificationMutesItem = storage.defineItem<Record<string, number>>(
  'local:notificationMutes',
  { fallback: {}, version: 1 },
);

export function isMuted(mutes: Record<string, number>, monitorId: string, now: number) {
  const until = mutes[monitorId];
  return until !== undefined && (until === 0 || until > now);
}

/** Quiet hours (lib/model/quiet-hours.ts): off until the user sets them in Settings. */
export const quietHoursItem = storage.defineItem<QuietHours>('local:quietHours', {
  fallback: QUIET_HOURS_OFF,
  version: 1,
});

/**
 * The user's last look at the options page's Recent changes (null: never): the changes stored
 * after those it showed are marked new there (lib/model/timeline.ts isNewSince).
 */
export const timelineLastLookItem = storage.defineItem<TimelineLook | null>(
  'local:timelineLastLook',
  { fallback: null, version: 1 },
);

/**
 * Ticket QR images are kept this many days after the ticket's date, then deleted;
 * the ticket itself stays in "my tickets".
 */
export const ticketImageRetentionDaysItem = storage.defineItem<number>(
  'local:ticketImageRetentionDays',
  { fallback: 7, version: 1 },
);

/**
 * The currency the museum's prices are in (an ISO 4217 code such as "EUR"), or null while the user
 * has not said: the museum API publishes prices as bare numbers (docs/MUSEUM.md, "Records").
 */
export const museumCurrencyItem = storage.defineItem<string | null>('local:museumCurrency', {
  fallback: null,
  version: 1,
});

/**
 * Who a queued write belongs to: the API address and the user signed in there. A write is only
 * ever sent with the account it was made under (lib/background/outbox/flush.ts).
 */
export function accountKey(baseUrl: string, username: string) {
  return `${username} at ${baseUrl.trim().replace(/\/+$/, '')}`;
}

type Connection = { baseUrl: string | null; credentials: { username: string } | null };

/** The account each API is used with; null where it is not set up or signed out. */
export function currentAccounts(connections: { monitoring: Connection; museum: Connection }) {
  const of = ({ baseUrl, credentials }: Connection) =>
    baseUrl && credentials?.username ? accountKey(baseUrl, credentials.username) : null;
  return { monitoring: of(connections.monitoring), museum: of(connections.museum) };
}

export type Accounts = ReturnType<typeof currentAccounts>;

/** The accounts of the current Settings, e.g. for a write queued now. */
export async function accountsNow(): Promise<Accounts> {
  return currentAccounts(await effectiveConnections());
}
