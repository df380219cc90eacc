/**
 * Row shapes of the local database: the API's own records (validated by the clients' schemas)
 * plus a few local fields the UI sorts or filters by. Local fields never go back to a server.
 */
import type { MaintenanceCover, MonitorState } from './monitor-state';
import type * as monitoring from './monitoring/types';

/**
 * Where a monitor stands in the glance's list, read straight off the `[rank+sortKey]` index
 * (lib/storage/schema.ts MONITOR_ORDER_INDEX), by name within each rank. A glance is for what
 * needs a look: down first, then those in maintenance (planned downtime with an end, shown
 * beside what is down so that the on-call person sees both, but apart from it: they need no
 * action), then pending (not known to be up yet), then the running ones; the paused come last, as
 * someone chose not to watch them for now, and a long pause of many would otherwise push every
 * running monitor below the fold. Paused outranks the status a paused monitor still reports. A
 * change here is a new schema version that rewrites every row's rank
 * (lib/storage/schema-versions.ts).
 */
export const MONITOR_RANK = {
  down: 0,
  maintenance: 1,
  pending: 2,
  up: 3,
  paused: 4,
} as const satisfies Record<MonitorState, number>;
export type MonitorRank = (typeof MONITOR_RANK)[keyof typeof MONITOR_RANK];

export type MonitorRow = monitoring.Monitor & {
  rank: MonitorRank;
  /** Lower-cased name, for search. */
  nameKey: string;
  /** The name as the list sorts it (lib/model/natural-key.ts). */
  sortKey: string;
  /**
   * Fingerprint of the server's record, as sent, that this row was last pulled from
   * (lib/background/api/http/fingerprint.ts), indexed so a pull skips a record sent unchanged without
   * reading, validating or mapping it. Absent on a row changed locally since (toMonitorRow
   * clears it), so the next pull rewrites it.
   */
  fp?: string;
  /** The site an http(s) monitor watches (lib/model/site.ts), indexed for the popup's "This site". */
  origin?: string;
  /** Its name's words (lib/model/name-words.ts), multi-entry indexed for the omnibox. */
  nameWords: string[];
  /**
   * Set while a maintenance window covers it (lib/model/maintenance.ts), by the worker alone:
   * on each pull of monitors or windows and at each window's start and end
   * (lib/background/sync/maintenance-rank.ts). Never sent to a server.
   */
  maintenance?: MaintenanceCover;
};

export interface ResponseTimeSeriesRow {
  monitorId: string;
  samples: monitoring.ResponseTime[];
  fetchedAt: number;
}

export interface UptimeSeriesRow {
  monitorId: string;
  days: monitoring.UptimeDay[];
  fetchedAt: number;
}

/**
 * A ticket Gatehouse bought (or is about to buy: the museum API has no way to list tickets, so
 * this table is the only record of them). `ticketId` is a temporary `local-…` id until bought.
 */
export interface TicketRow {
  ticketId: string;
  state: 'pending' | 'bought' | 'failed';
  ticketType: 'general' | 'event';
  ticketDate: string;
  email: string;
  phone?: string;
  eventId?: string;
  eventName?: string;
  confirmationCode?: string;
  message?: string;
  createdAt: number;
  purchasedAt?: number;
  /** The temporary id it had until bought, so a page that followed the purchase still finds it. */
  localId?: string;
  /** Shared by the tickets one submit of the buy form ordered (lib/model/ticket-purchases.ts). */
  purchaseId?: string;
}

/**
 * A ticket's QR image, kept so the door view works offline. A failed fetch or check
 * keeps any older good image and records `lastError`; background syncs try again.
 */
export interface TicketImageRow {
  ticketId: string;
  /** The PNG as the server sent it; null while no usable image has been fetched. */
  png: Blob | null;
  /** When `png` was fetched (ms since epoch); null with it. */
  cachedAt: number | null;
  /** What the QR decoded to when cached; null when it could not be read back (unverified). */
  decodedText: string | null;
  lastError?: string;
  /** When caching was last attempted, successfully or not. */
  checkedAt?: number;
  /** Answers in a row that were not this ticket's image (too large, not a PNG, unreadable). */
  refusals?: number;
  /** After a refusal, automatic sync rounds fetch again no sooner than this (ms since epoch). */
  nextTryAt?: number;
  /** The last image fetched was the ticket's, but this device had no room to keep it. */
  storageFull?: true;
}

/** Per pulled resource: the freshness facts the UI and badge tell the truth with. */
export interface SyncStateRow {
  resource: string;
  lastSuccessAt: number | null;
  lastAttemptAt: number | null;
  lastError: { kind: string; message: string } | null;
  consecutiveFailures: number;
  /** Automatic syncs of this resource wait until then (backoff, Retry-After). */
  notBefore: number;
  /**
   * What the last successful sync could not do, in words ("2 monitors could not be read: mon_1,
   * mon_7"); null or absent (rows from before it existed) when it did everything.
   */
  warning?: string | null;
  /**
   * Set while a pull has written part of a long list and not finished it (lib/background/sync/
   * pull-writer.ts): the keys the table held before, and when that list was asked for.
   */
  unfinishedPull?: UnfinishedPull;
}

/** What the next pull needs to take back what a pull killed half-way added. */
export interface UnfinishedPull {
  keysBefore: string[];
  fetchedSince: number | undefined;
}

/** A monitor paused "for 1 h": when to unpause it, kept here so it survives browser restarts. */
export interface TimedResumeRow {
  monitorId: string;
  resumeAt: number;
  /** The account that paused it (lib/storage/settings.ts accountKey): its resume goes with it. */
  account?: string;
}

/**
 * When a write to a record last settled with the server. A pull whose list was fetched before
 * then leaves the record as the write left it (lib/background/sync/pull-guards.ts).
 */
export interface SettledWriteRow {
  /** `table:id`, as OutboxRow.recordKey. */
  recordKey: string;
  settledAt: number;
}

/** A count the glance shows, kept beside the rows it counts (lib/storage/glance-counts.ts). */
export interface GlanceCountRow {
  name: 'monitorsDown' | 'monitorsAll' | 'incidentsOpen';
  count: number;
}
