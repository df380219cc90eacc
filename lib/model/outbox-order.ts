import { isTempId, type OutboxRow } from './outbox-row';

/*
 * The order queued writes reach the server in. The rule:
 *
 *   A write waits for every earlier write still queued (in any state, failed included) that
 *   changes the same record, that names its record, or whose record it names; and a create
 *   waits for the earlier creates in its table. Any other pair is independent and may go out
 *   side by side.
 *
 * Creates keep their order among themselves because a create whose answer was lost is looked
 * for on the server among records that did not exist before it was sent: a same-looking create
 * sent beside it could be taken for it. Ticket purchases are never looked for (the museum API
 * cannot list tickets; only the user may send a lost one again), so they keep no such order: a
 * visitor's second purchase does not wait behind a first whose answer was lost.
 *
 * "Names" means the record's id appears as a value in the payload: a page listing a monitor, a
 * window covering it, a write that refers to a record created offline by its temporary id. So
 * "add this monitor to a page, then delete the monitor" keeps its order, and an edit of a record
 * created offline waits for its create. Record ids are compared as whole strings, so mon_1 never
 * waits for mon_12; two tables sharing an id only cost some needless waiting.
 */

/** Tables whose creates are not reconciled, held equal to the write definitions by a test. */
export const UNRECONCILED_CREATE_TABLES: ReadonlySet<string> = new Set(['tickets']);

/** Every string in a payload, at any depth. */
export function stringsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * For each queued row (by seq), the earlier rows it must wait for, by the rule above. `rows` in
 * seq order. Linear in the size of the queue and its payloads.
 */
export function earlierRowsToWaitFor(rows: readonly OutboxRow[]): Map<number, OutboxRow[]> {
  const byRecordKey = new Map<string, OutboxRow[]>();
  const byRecordId = new Map<string, OutboxRow[]>();
  const mentioning = new Map<string, OutboxRow[]>();
  const createsByTable = new Map<string, OutboxRow[]>();
  const waits = new Map<number, OutboxRow[]>();
  for (const row of rows) {
    const named = stringsIn(row.payload);
    const isCreate = isTempId(row.recordId) && !UNRECONCILED_CREATE_TABLES.has(row.table);
    const earlier = new Set([
      ...(byRecordKey.get(row.recordKey) ?? []),
      ...[...named].flatMap((id) => byRecordId.get(id) ?? []),
      ...(mentioning.get(row.recordId) ?? []),
      ...(isCreate ? (createsByTable.get(row.table) ?? []) : []),
    ]);
    waits.set(
      row.seq as number,
      [...earlier].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)),
    );
    push(byRecordKey, row.recordKey, row);
    push(byRecordId, row.recordId, row);
    for (const id of named) push(mentioning, id, row);
    if (isCreate) push(createsByTable, row.table, row);
  }
  return waits;
}
