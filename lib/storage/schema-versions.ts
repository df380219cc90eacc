import { rankOf } from '../model/monitor-row';
import { wordsOf } from '../model/name-words';
import { naturalSortKey } from '../model/natural-key';
import { webOrigin } from '../model/site';
import { GLANCE_COUNTS_STORE, recountGlance } from './glance-counts';
import { walkCursor } from './raw-cursor';
import { MONITOR_ORDER_INDEX, MONITOR_TIMELINE_INDEX, OPEN_INCIDENTS_INDEX } from './schema';

/**
 * The database's schema history as data, in Dexie's schema-string syntax, with each version's
 * row rewrite written over raw IndexedDB. Both openers are built from it: the pages' Dexie
 * (database.ts, `version(n).stores()`) and the worker's own (worker-database.ts, `upgrade`), so
 * whichever opens the database first after an update upgrades it, and both leave the same stores
 * and indexes: Dexie re-versions a database whose indexes differ from its schema, which the other
 * opener could no longer open (tests/unit/storage/migration.test.ts compares them).
 *
 * Every change is a new version; never edit an old one:
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
 * - v8: incidents indexed by status and start (`OPEN_INCIDENTS_INDEX`), so the glance reads the
 *   newest open ones straight off the index instead of walking every incident from the newest;
 *   IndexedDB builds the index from the rows kept. The glance's counts kept beside the rows
 *   (`glanceCounts`, glance-counts.ts), counted on upgrade.
 * - v9: paused monitors are listed after the running ones (lib/model/rows.ts MONITOR_RANK), not
 *   right after the down ones; existing rows get their new rank on upgrade. The down rank is
 *   unchanged, so the kept count of monitors down stays true.
 * - v10: monitors a maintenance window covers now have a rank of their own, right after the down
 *   ones (MONITOR_RANK); every other rank moves one down, so existing rows get their new rank on
 *   upgrade. No row is in maintenance yet (the worker marks them after its next pull), and the
 *   down rank is unchanged, so the kept count of monitors down stays true.
 * - v11: the recent changes (`timeline`, lib/model/timeline.ts): each up, down, pause and resume
 *   Gatehouse saw, indexed by when (the newest first, and pruning by age) and per monitor by when
 *   (its latest change, which the next one ends). Nothing to rewrite: the record starts empty.
 */
export interface SchemaVersion {
  version: number;
  /** The stores this version adds or redefines: primary key first, then indexes. */
  stores: Record<string, string>;
  /** Rewrites rows kept by an older version, inside the upgrade's own transaction. */
  rewrite?: (upgrade: IDBTransaction) => Promise<void>;
}

/** Version 1's stores, kept apart so the migration test can build a v1 database. */
export const SCHEMA_V1 = {
  // rank: the popup's order, read straight off the index (v9 put the paused last).
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
  // The PNG Blob is stored but never indexed (docs/ARCHITECTURE.md, house rule 7).
  ticketImages: 'ticketId',
  outbox: '++seq, state, recordKey',
  syncState: 'resource',
  statusTrackers: 'monitorId',
};

/** Changes every row of `store` in place, over a raw cursor (no await between its requests). */
function rewriteRows<Row>(store: IDBObjectStore, change: (row: Row) => void) {
  return walkCursor(store.openCursor(), (cursor) => {
    const row = cursor.value as Row;
    change(row);
    cursor.update(row);
  });
}

/** Gives every monitor its rank as MONITOR_RANK now orders them (lib/model/rows.ts). */
const rewriteRanks = (upgrade: IDBTransaction) =>
  rewriteRows(
    upgrade.objectStore('monitors'),
    (row: Parameters<typeof rankOf>[0] & { rank?: number }) => {
      row.rank = rankOf(row);
    },
  );

export const SCHEMA_VERSIONS: SchemaVersion[] = [
  { version: 1, stores: SCHEMA_V1 },
  {
    version: 2,
    stores: { responseTimes: 'monitorId, fetchedAt', timedResumes: 'monitorId, resumeAt' },
  },
  {
    version: 3,
    stores: { settledWrites: 'recordKey, settledAt' },
    rewrite: (upgrade) =>
      rewriteRows(
        upgrade.objectStore('outbox'),
        (row: { secretRef?: string; secretRefs?: string[] }) => {
          if (row.secretRef) row.secretRefs = [row.secretRef];
          delete row.secretRef;
        },
      ),
  },
  {
    version: 4,
    stores: { monitors: `id, status, pause, category, ${MONITOR_ORDER_INDEX}` },
    rewrite: (upgrade) =>
      rewriteRows(upgrade.objectStore('monitors'), (row: { name?: string; sortKey?: string }) => {
        row.sortKey = naturalSortKey(row.name ?? '');
      }),
  },
  { version: 5, stores: { monitors: `id, status, pause, category, ${MONITOR_ORDER_INDEX}, fp` } },
  {
    version: 6,
    stores: {
      monitors: `id, status, pause, category, ${MONITOR_ORDER_INDEX}, fp, origin, *nameWords`,
    },
    rewrite: (upgrade) =>
      rewriteRows(
        upgrade.objectStore('monitors'),
        (row: { name?: string; uri?: string; origin?: string; nameWords?: string[] }) => {
          const origin = webOrigin(row.uri ?? '');
          if (origin) row.origin = origin;
          row.nameWords = wordsOf(row.name ?? '');
        },
      ),
  },
  { version: 7, stores: { statusTrackers: 'monitorId, candidate', statusAnnouncements: '++seq' } },
  {
    version: 8,
    stores: {
      incidents: `id, status, monitorId, startedAt, ${OPEN_INCIDENTS_INDEX}`,
      [GLANCE_COUNTS_STORE]: 'name',
    },
    rewrite: async (upgrade) => {
      await recountGlance(upgrade);
    },
  },
  { version: 9, stores: {}, rewrite: (upgrade) => rewriteRanks(upgrade) },
  { version: 10, stores: {}, rewrite: (upgrade) => rewriteRanks(upgrade) },
  { version: 11, stores: { timeline: `++seq, at, ${MONITOR_TIMELINE_INDEX}` } },
];

/** One index as IndexedDB creates it; `name` is Dexie's (`[a+b]` for a compound one). */
interface IndexSpec {
  name: string;
  keyPath: string | string[];
  unique: boolean;
  multiEntry: boolean;
}

export interface StoreSpec {
  keyPath: string;
  autoIncrement: boolean;
  indexes: IndexSpec[];
}

/** Reads one Dexie index spec (`&unique`, `*multiEntry`, `++autoIncrement`, `[a+b]` compound). */
function indexSpec(text: string): IndexSpec & { autoIncrement: boolean } {
  const name = text.replace(/^(\+\+|&|\*)/, '');
  const keyPath = name.startsWith('[') ? name.slice(1, -1).split('+') : name;
  return {
    name,
    keyPath,
    unique: text.startsWith('&'),
    multiEntry: text.startsWith('*'),
    autoIncrement: text.startsWith('++'),
  };
}

/** A store's spec from its Dexie schema string. */
export function storeSpec(schema: string): StoreSpec {
  const [primary = indexSpec(''), ...indexes] = schema
    .split(',')
    .map((part) => indexSpec(part.trim()));
  return {
    keyPath: primary.name,
    autoIncrement: primary.autoIncrement,
    indexes: indexes.map(({ autoIncrement: _, ...index }) => index),
  };
}

/** Every store as the last version leaves it. */
export function currentStores(): Record<string, StoreSpec> {
  const stores: Record<string, StoreSpec> = {};
  for (const { stores: changed } of SCHEMA_VERSIONS)
    for (const [name, schema] of Object.entries(changed)) stores[name] = storeSpec(schema);
  return stores;
}
