import type { OutboxRow } from '../../../lib/model/outbox-row';
import { db } from '../../../lib/storage/database';
import { unsentRecordIds } from '../../../lib/storage/queries';
import type { ResourceSpec } from './spec';

/** A list's first screen and a few rows more: what is drawn before all records are read. */
export const FIRST_SCREEN = 40;

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

/**
 * A section's records, or with `firstScreen` only the first ones in the list's first order, read
 * off the spec's index (10,000 monitors take a few hundred ms to read whole; forty take a few).
 */
export async function readSection<Row>(
  spec: ResourceSpec<Row>,
  firstScreen = false,
): Promise<SectionData<Row>> {
  const table = db.table(spec.table);
  const partial = firstScreen && spec.firstRowsIndex !== undefined;
  const [rows, total, outbox, unsent] = await Promise.all([
    (partial
      ? table
          .orderBy(spec.firstRowsIndex as string)
          .limit(FIRST_SCREEN)
          .toArray()
      : table.toArray()) as Promise<Row[]>,
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
