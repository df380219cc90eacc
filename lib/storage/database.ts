import Dexie, { type EntityTable } from 'dexie';
import { wordsOf } from '../model/name-words';
import { naturalSortKey } from '../model/natural-key';
import type { OutboxRow } from '../model/outbox-row';
import type {
  AnnouncementRow,
  CategoryRow,
  EventRow,
  IncidentRow,
  IntegrationRow,
  MonitorRow,
  MuseumHoursRow,
  PageRow,
  ResponseTimeSeriesRow,
  SeatRow,
  SettledWriteRow,
  SyncStateRow,
  TelephoneCodeRow,
  TicketImageRow,
  TicketRow,
  TimedResumeRow,
  UptimeSeriesRow,
  WindowRow,
} from '../model/rows';
import { webOrigin } from '../model/site';
import type { StatusAnnouncementRow, StatusTracker } from '../model/transitions';
import { DATABASE_NAME, MONITOR_ORDER_INDEX } from './schema';

/** Version 1's stores, kept as data so the migration test can build a v1 database. */
export const SCHEMA_V1 = {
  // rank: down 0, paused 1, pending 2, up 3 — the popup's order, read straight off the index.
  monitors: 'id, status, pause, category, [rank+nameKey]',
  categories: 'id, name',
  incidents: 'id, status, monitorId, startedAt',
  seats: 'id, name',
  integrations: 'id, name',
  pages: 'id, name',
  announcements: 'id, sticky',
  windows: 'id, status',
  telephoneCodes: 'id, code',
  responseTimes: 'monitorId',
  uptime: 'monitorId',
  museumHours: 'date',
  events: 'eventId, *dates',
  tickets: 'ticketId, ticketDate, state',
  // The PNG Blob is stored but never indexed (STYLE.md convention 7).
  ticketImages: 'ticketId',
  outbox: '++seq, state, recordKey',
  syncState: 'resource',
  statusTrackers: 'monitorId',
};

/**
 * Everything Gatehouse shows, so pages paint from cache and the door view works with no network.
 * Only the background writes here (STYLE.md "One writer"). No secrets, ever.
 *
 * Schema history — every change is a new version(); never edit an old one:
 * - v1: all resources of both APIs, the outbox, sync state and status trackers.
 * - v2: timed pauses that resume by themselves; series indexed by fetch time so the
 *   background can keep the most recently shown charts warm.
 * - v3: when each record's last write settled, so a pull fetched before that does not undo it;
 *   outbox rows keep a list of secret references (one storage key each) instead of one.
 * - v4: monitors are listed by `sortKey` (lib/model/natural-key.ts: us-5 before us-50), not by
 *   their lower-cased name; existing rows get theirs on upgrade.
 * - v5: monitors indexed by fingerprint (MonitorRow.fp; since then the fingerprint of the record
 *   as the server sent it, lib/model/monitor-row.ts). No upgrade: a row from before has none, so
 *   the first pull after the upgrade rewrites it, as every pull did until then.
 * - v6: monitors indexed by the site they watch (`origin`, the popup's "This site") and by the
 *   words of their name (`*nameWords`, the omnibox); existing rows get both on upgrade, as a pull
 *   leaves a row whose fingerprint is unchanged as it is.
 * - v7: status changes owed a notification (`statusAnnouncements`), written by the pull that
 *   confirmed them (lib/background/sync/status-watch.ts). Status trackers are stored only where
 *   they say more than the monitor's status, and indexed by the change they wait to see
 *   confirmed; those stored before stay true, and go as their monitors' statuses are written.
 */
export class GatehouseDatabase extends Dexie {
  monitors!: EntityTable<MonitorRow, 'id'>;
  categories!: EntityTable<CategoryRow, 'id'>;
  incidents!: EntityTable<IncidentRow, 'id'>;
  seats!: EntityTable<SeatRow, 'id'>;
  integrations!: EntityTable<IntegrationRow, 'id'>;
  pages!: EntityTable<PageRow, 'id'>;
  announcements!: EntityTable<AnnouncementRow, 'id'>;
  windows!: EntityTable<WindowRow, 'id'>;
  telephoneCodes!: EntityTable<TelephoneCodeRow, 'id'>;
  responseTimes!: EntityTable<ResponseTimeSeriesRow, 'monitorId'>;
  uptime!: EntityTable<UptimeSeriesRow, 'monitorId'>;
  museumHours!: EntityTable<MuseumHoursRow, 'date'>;
  events!: EntityTable<EventRow, 'eventId'>;
  tickets!: EntityTable<TicketRow, 'ticketId'>;
  ticketImages!: EntityTable<TicketImageRow, 'ticketId'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  syncState!: EntityTable<SyncStateRow, 'resource'>;
  statusTrackers!: EntityTable<StatusTracker, 'monitorId'>;
  statusAnnouncements!: EntityTable<StatusAnnouncementRow, 'seq'>;
  timedResumes!: EntityTable<TimedResumeRow, 'monitorId'>;
  settledWrites!: EntityTable<SettledWriteRow, 'recordKey'>;

  constructor(name = DATABASE_NAME) {
    // Dexie's liveQuery cache serves one context's own writes optimistically; the pages never
    // write (only the background does), and its limit-query entries could answer the popup's
    // windowed reads stale after the background's writes. Every liveQuery reads IndexedDB.
    super(name, { cache: 'disabled' });
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores({
      responseTimes: 'monitorId, fetchedAt',
      timedResumes: 'monitorId, resumeAt',
    });
    this.version(3)
      .stores({ settledWrites: 'recordKey, settledAt' })
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((row: { secretRef?: string; secretRefs?: string[] }) => {
            if (row.secretRef) row.secretRefs = [row.secretRef];
            delete row.secretRef;
          }),
      );
    this.version(4)
      .stores({ monitors: `id, status, pause, category, ${MONITOR_ORDER_INDEX}` })
      .upgrade((tx) =>
        tx
          .table('monitors')
          .toCollection()
          .modify((row: { name?: string; sortKey?: string }) => {
            row.sortKey = naturalSortKey(row.name ?? '');
          }),
      );
    this.version(5).stores({ monitors: `id, status, pause, category, ${MONITOR_ORDER_INDEX}, fp` });
    this.version(6)
      .stores({
        monitors: `id, status, pause, category, ${MONITOR_ORDER_INDEX}, fp, origin, *nameWords`,
      })
      .upgrade((tx) =>
        tx
          .table('monitors')
          .toCollection()
          .modify((row: { name?: string; uri?: string; origin?: string; nameWords?: string[] }) => {
            const origin = webOrigin(row.uri ?? '');
            if (origin) row.origin = origin;
            row.nameWords = wordsOf(row.name ?? '');
          }),
      );
    this.version(7).stores({
      statusTrackers: 'monitorId, candidate',
      statusAnnouncements: '++seq',
    });
  }
}

/** The one database of this extension context. Opening is lazy; Dexie opens on first use. */
export const db = new GatehouseDatabase();
