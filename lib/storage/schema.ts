import type { OutboxRow } from '../model/outbox-row';
import type { ResourceRecords } from '../model/resources';
import type {
  GlanceCountRow,
  MonitorRow,
  ResponseTimeSeriesRow,
  SettledWriteRow,
  SyncStateRow,
  TicketImageRow,
  TicketRow,
  TimedResumeRow,
  UptimeSeriesRow,
} from '../model/rows';
import type { TimelineEntry } from '../model/timeline';
import type { StatusAnnouncementRow, StatusTracker } from '../model/transitions';

/**
 * What both readers of the database agree on, without Dexie: its name, its version, and the
 * indexes the glance is read from. The Dexie schema (database.ts) is built from these, and
 * the pages' first paint (first-paint.ts) opens the same database with raw IndexedDB by them.
 */
export const DATABASE_NAME = 'gatehouse';

/** The last `version()` database.ts declares; tests/unit/storage/first-paint.test.ts pins it. */
export const SCHEMA_VERSION = 11;

/** Dexie opens version n of a schema as IndexedDB version n × 10 (Dexie's `verno * 10`). */
export const NATIVE_SCHEMA_VERSION = SCHEMA_VERSION * 10;

/**
 * Monitors in the glance's order (lib/model/rows.ts MONITOR_RANK: down, in maintenance, pending,
 * up, paused); by
 * name in natural order within each (lib/model/natural-key.ts).
 */
export const MONITOR_ORDER_INDEX = '[rank+sortKey]';

/**
 * Incidents by status, then by start: the newest open ones are the last keys under 'open', read
 * in as many steps as are shown, however many resolved incidents started since.
 */
export const OPEN_INCIDENTS_INDEX = '[status+startedAt]';

/** A monitor's recent changes in time order: its latest one, and the one after any moment. */
export const MONITOR_TIMELINE_INDEX = '[monitorId+at]';

/**
 * Each table's rows: the Dexie tables of database.ts and the worker's stores (worker-database.ts).
 * A declared resource's rows are its records as its API sends them (lib/model/resources.ts);
 * monitors keep a few local fields besides.
 */
export interface TableRows extends Omit<ResourceRecords, 'monitors'> {
  monitors: MonitorRow;
  responseTimes: ResponseTimeSeriesRow;
  uptime: UptimeSeriesRow;
  tickets: TicketRow;
  ticketImages: TicketImageRow;
  outbox: OutboxRow;
  syncState: SyncStateRow;
  statusTrackers: StatusTracker;
  statusAnnouncements: StatusAnnouncementRow;
  timeline: TimelineEntry;
  timedResumes: TimedResumeRow;
  settledWrites: SettledWriteRow;
  glanceCounts: GlanceCountRow;
}
