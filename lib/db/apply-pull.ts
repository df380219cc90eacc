import { dequal } from 'dequal';
import type { Table } from 'dexie';
import type { GatehouseDatabase } from './database';
import type { OutboxState } from './outbox-row';

/** Outbox states whose optimistic change must survive a pull (failed rows were reverted). */
const UNSENT: readonly OutboxState[] = [
  'pending',
  'in-flight',
  'uncertain',
  'needs-confirmation',
  'answered',
];

/**
 * A table of `Row`s keyed by a string, whatever its key field is called. The insert type is left
 * open because Dexie's EntityTable derives it per key field and apply only ever puts whole rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; every write here is a whole Row.
export type RowTable<Row, Key extends string = string> = Table<Row, Key, any>;

export interface PullResult {
  /** Records added or changed (unchanged ones are left alone). */
  written: number;
  removed: number;
  /** Records left as they are because a local change to them has not reached the server yet. */
  keptLocal: number;
}

/** Ids of records in `tableName` with a local change still on its way to the server. */
export async function idsWithUnsentChanges(database: GatehouseDatabase, tableName: string) {
  const rows = await database.outbox.where('state').anyOf(UNSENT).toArray();
  return new Set(rows.filter((row) => row.table === tableName).map((row) => row.recordId));
}

/**
 * Ids of records in `tableName` whose write settled at or after `since`: a list fetched before
 * then shows them as they were before the write, so it must not overwrite what the write stored.
 */
async function idsSettledSince(database: GatehouseDatabase, tableName: string, since: number) {
  const prefix = `${tableName}:`;
  const settled = await database.settledWrites.where('settledAt').aboveOrEqual(since).toArray();
  return settled
    .filter((mark) => mark.recordKey.startsWith(prefix))
    .map((mark) => mark.recordKey.slice(prefix.length));
}

/**
 * Makes a table mirror what the server sent, in ONE transaction (a worker killed half-way leaves
 * the table as it was, never half-applied): upsert what came, delete what the server no longer
 * has — except records with an unsent local change, which keep their optimistic state until the
 * outbox settles them, and records a write settled after the list was fetched (the sync and the
 * outbox never undo each other). `scope` limits deletion to the part of the table this pull covered.
 */
export async function applyPulledList<Row, Key extends string>(
  database: GatehouseDatabase,
  table: RowTable<Row, Key>,
  incoming: readonly Row[],
  options: {
    keyOf: (row: Row) => Key;
    scope?: (row: Row) => boolean;
    after?: () => Promise<void>;
    /** When the list was requested: writes settled since then are newer than it. */
    fetchedSince?: number;
    /** Keys the server sent but that could not be read: their cached rows stay as they are. */
    keep?: readonly Key[];
    /** Tables keyed alike whose rows go with a removed record (a monitor's charts). */
    dependents?: RowTable<unknown>[];
  },
): Promise<PullResult> {
  const dependents = options.dependents ?? [];
  const tables = [
    table,
    ...dependents,
    database.outbox,
    database.syncState,
    database.settledWrites,
  ];
  return database.transaction('rw', tables, async () => {
    const protectedIds = await idsWithUnsentChanges(database, table.name);
    if (options.fetchedSince !== undefined) {
      for (const id of await idsSettledSince(database, table.name, options.fetchedSince))
        protectedIds.add(id);
    }
    const incomingKeys = new Set([...incoming.map(options.keyOf), ...(options.keep ?? [])]);
    const existing = await (options.scope
      ? table.filter(options.scope)
      : table.toCollection()
    ).toArray();
    const existingByKey = new Map(existing.map((row) => [options.keyOf(row), row]));
    const existingKeys = [...existingByKey.keys()];
    const removable = existingKeys.filter(
      (key) => !incomingKeys.has(key) && !protectedIds.has(key),
    );
    // Unchanged records are not rewritten: most syncs change a handful of 10,000 monitors, and
    // IndexedDB writes, not reads, are what makes a big sync slow.
    const writable = incoming.filter((row) => {
      const key = options.keyOf(row);
      return !protectedIds.has(key) && !dequal(existingByKey.get(key), row);
    });
    await table.bulkDelete(removable);
    for (const dependent of dependents) await dependent.bulkDelete(removable);
    await table.bulkPut(writable);
    await options.after?.();
    const touched = new Set([...existingKeys, ...incomingKeys]);
    const keptLocal = [...touched].filter((key) => protectedIds.has(key)).length;
    return { written: writable.length, removed: removable.length, keptLocal };
  });
}
