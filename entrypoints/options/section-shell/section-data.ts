import type { Table } from 'dexie';
import type { OutboxRow } from '../../../lib/model/outbox-row';
import { db } from '../../../lib/storage/database';
import { unsentRecordIds } from '../../../lib/storage/queries';
import { FIRST_SCREEN, type SectionFirstScreen } from './first-screen';
import type { ResourceSpec } from './spec';

export interface SectionData<Row> {
  rows: Row[];
  /** This resource's writes not yet confirmed by the server. */
  outbox: OutboxRow[];
  /** Records with a write on its way ("not sent yet"). */
  unsent: Set<string>;
  /** How many records there are, whether or not `rows` holds them all. */
  total: number;
  complete: boolean;
}

/** How many records a whole read takes at a time (readWhole). */
const WHOLE_READ_CHUNK = 5_000;

/**
 * Every record of `table`, a chunk at a time by primary key, in one read-only transaction (so
 * every chunk sees the same table). One getAll of the whole table is a single request that
 * nothing stops once asked: a page closed during it still held IndexedDB, and the page opened
 * next (the popup) waited for it (README.md, Benchmarks). A closed page's read now ends at the
 * next chunk, and other pages' reads take their turn between chunks.
 */
async function readWhole<Row>(table: Table<Row>): Promise<Row[]> {
  const key = table.schema.primKey.keyPath;
  if (typeof key !== 'string') return table.toArray();
  return db.transaction('r', table, async () => {
    const rows: Row[] = [];
    let chunk = await table.orderBy(':id').limit(WHOLE_READ_CHUNK).toArray();
    for (;;) {
      for (const row of chunk) rows.push(row);
      const last = chunk.at(-1) as Record<string, unknown> | undefined;
      if (chunk.length < WHOLE_READ_CHUNK || !last) return rows;
      chunk = await table.where(':id').above(last[key]).limit(WHOLE_READ_CHUNK).toArray();
    }
  });
}

/**
 * A section's records, or with `firstScreen` only the first ones in the list's first order, read
 * off the spec's index (10,000 monitors take a few hundred ms to read whole; forty take a few).
 */
export async function readSection<Row>(
  spec: ResourceSpec<Row>,
  firstScreen = false,
): Promise<SectionData<Row>> {
  const table = db.table<Row>(spec.table);
  const partial = firstScreen && spec.firstRowsIndex !== undefined;
  const [rows, total, outbox, unsent] = await Promise.all([
    (partial
      ? table
          .orderBy(spec.firstRowsIndex as string)
          .limit(FIRST_SCREEN)
          .toArray()
      : readWhole(table)) as Promise<Row[]>,
    partial ? (spec.keptCount?.() ?? table.count()) : undefined,
    db.outbox.toArray(),
    unsentRecordIds(db, spec.table),
  ]);
  return {
    rows,
    outbox: outbox.filter((row) => row.table === spec.table),
    unsent,
    total: total ?? rows.length,
    complete: !partial,
  };
}

/**
 * A list's first screen as read before the page rendered (first-screen.ts), as readSection reads
 * it with `firstScreen`. It is only ever read for its own section (its `key`), so its rows are
 * that section's.
 */
export function firstScreenData<Row>(firstScreen: SectionFirstScreen): SectionData<Row> {
  const { rows, total, outbox, unsent } = firstScreen;
  return { rows: rows as Row[], total, outbox, unsent, complete: false };
}
