import { type GlanceCountRow, MONITOR_RANK } from '../model/rows';
import { answer, keysStartingWith } from './raw-cursor';
import { MONITOR_ORDER_INDEX } from './schema';

/**
 * The counts the glance shows, kept beside the rows they count: IndexedDB counts an index range
 * by walking it (~5 µs an entry in Chromium), so with 833 monitors down the popup's first screen
 * spent ~9 ms of every open on its two counts, and more with every monitor down.
 *
 * A kept count is never read beside rows it does not match:
 * - it is kept by one transaction that counts and stores it (`recountGlance`: worker-writes.ts
 *   keepGlanceCounts after every sync; the v8 upgrade);
 * - every write of its table forgets it, first thing in its own transaction (worker-writes.ts
 *   writeTables), so the write and the forgetting commit together, however the write ends.
 * Until it is kept again, readers count for themselves (`readGlanceCount`, and queries.ts for
 * the pages' Dexie): slower, never wrong. Forgetting costs a write nothing; counting on every
 * write would cost each one a walk of the index.
 */
const GLANCE_COUNTS = {
  /** Monitors down and not paused: the down rank on the list index. */
  monitorsDown: {
    table: 'monitors',
    index: MONITOR_ORDER_INDEX,
    range: () => keysStartingWith(MONITOR_RANK.down),
  },
  /**
   * Every monitor: the options list says how many there are as it draws its first screen, and
   * counting 100,000 took that page about 350 ms (`npm run bench:options`).
   */
  monitorsAll: { table: 'monitors', range: () => undefined },
  incidentsOpen: { table: 'incidents', index: 'status', range: () => IDBKeyRange.only('open') },
} as const satisfies Record<GlanceCountName, unknown>;

export type GlanceCountName = GlanceCountRow['name'];
const NAMES = Object.keys(GLANCE_COUNTS) as GlanceCountName[];
type CountedTable = (typeof GLANCE_COUNTS)[GlanceCountName]['table'];

/** The store the counts are kept in. */
export const GLANCE_COUNTS_STORE = 'glanceCounts' as const;

/** The raw stores of one transaction, by name: those of the counts and of what they count. */
type Stores = (table: CountedTable | typeof GLANCE_COUNTS_STORE) => IDBObjectStore;

const countsOf = (tables: readonly string[]) =>
  NAMES.filter((name) => tables.includes(GLANCE_COUNTS[name].table));

/** Whether a write of `tables` must forget counts, and so needs their store. */
export const forgetsGlanceCounts = (tables: readonly string[]) => countsOf(tables).length > 0;

/** Forgets, in a write's own transaction and before its work, the counts of the tables it writes. */
export function forgetGlanceCounts(transaction: IDBTransaction, written: readonly string[]) {
  const kept = transaction.objectStore(GLANCE_COUNTS_STORE);
  for (const name of countsOf(written)) kept.delete(name);
}

/** What a count walks: a range of an index, or with no index its whole table. */
interface CountSource {
  table: CountedTable;
  index?: string;
  range: () => IDBKeyRange | undefined;
}

function countNow(store: Stores, name: GlanceCountName) {
  const { table, index, range }: CountSource = GLANCE_COUNTS[name];
  const counted = index ? store(table).index(index) : store(table);
  return answer(counted.count(range()));
}

/** A count as kept, or undefined if a write forgot it (or none was kept yet). */
async function keptCount(store: Stores, name: GlanceCountName) {
  return (await answer<GlanceCountRow | undefined>(store(GLANCE_COUNTS_STORE).get(name)))?.count;
}

/**
 * A count as kept, or counted here if none is (raw IndexedDB: the popup's first read and the
 * worker). The pages' Dexie reads the same in queries.ts, so that their live queries hear it.
 */
export async function readGlanceCount(store: Stores, name: GlanceCountName): Promise<number> {
  return (await keptCount(store, name)) ?? countNow(store, name);
}

/**
 * Counts every glance count not kept inside `transaction` (read-write over all three stores) and
 * keeps it. A kept one is true (every write of its table forgets it first), so it is read, not
 * counted again: counting all 100,000 monitors takes the worker about a third of a second, and
 * holds the pages' reads of them meanwhile.
 */
export async function recountGlance(transaction: IDBTransaction) {
  const store: Stores = (table) => transaction.objectStore(table);
  const counts = await Promise.all(
    NAMES.map(async (name) => {
      const kept = await keptCount(store, name);
      if (kept !== undefined) return [name, kept] as const;
      const count = await countNow(store, name);
      await answer(store(GLANCE_COUNTS_STORE).put({ name, count } satisfies GlanceCountRow));
      return [name, count] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<GlanceCountName, number>;
}

/** The stores `recountGlance` needs in its transaction. */
export const RECOUNT_STORES = [...new Set(NAMES.map((name) => GLANCE_COUNTS[name].table))];
