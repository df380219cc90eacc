import { dequal } from 'dequal';
import * as v from 'valibot';
import type { TableName, WorkerDatabase } from '../../../storage/worker-database';
import { writeTables } from '../../../storage/worker-writes';
import type { Apis } from '../../api/connect';
import {
  defineWrite,
  type LocalChange,
  RECONCILE_TIMEOUT_MS,
  type WriteOperation,
  type WriteTable,
} from './write-definition';

/** Deletes and some actions carry nothing but the record's id. */
export const NO_INPUT = v.object({});

/** Whether the database has this table (a stored row of an older version may name another). */
export function hasTable(source: WorkerDatabase | LocalChange, name: string) {
  return source.objectStoreNames.contains(name as TableName);
}

/** A record table as the writes read it: rows of any record type, keyed by their id. */
interface RecordStore {
  get(id: string): Promise<object | undefined>;
  put(row: object): Promise<unknown>;
  delete(id: string): Promise<void>;
  readonly keyPath: string | string[];
}

export function tableOf(transaction: LocalChange, name: string) {
  return transaction.objectStore(name as TableName) as unknown as RecordStore;
}

/**
 * Every table a write to `table` may touch locally: the record's, the queue, and those its
 * optimistic change reads names from (monitors, pages, integrations) or writes (tickets, a
 * monitor's timed resume), plus the settle marks. One list for every transaction around a local
 * change, so none misses one.
 */
function localChangeTables(database: WorkerDatabase, table: string): TableName[] {
  const tables: TableName[] = [
    'outbox',
    'settledWrites',
    'monitors',
    'pages',
    'integrations',
    'tickets',
    'timedResumes',
    // A settled pause goes on the recent changes (settle.ts).
    'timeline',
  ];
  // A monitor stored anew gets the cover the cached windows give it (coveredMonitorRow).
  if (table === 'monitors') tables.push('windows');
  return hasTable(database, table) && !tables.includes(table as TableName)
    ? [table as TableName, ...tables]
    : tables;
}

/**
 * Runs `work` in one transaction over every table a write to `table` may touch (writeTables): an
 * optimistic change, a settled answer, a revert, each with its queue rows.
 */
export function changeLocally<Result>(
  database: WorkerDatabase,
  table: string,
  work: (transaction: LocalChange) => Promise<Result>,
): Promise<Result> {
  return writeTables(database, localChangeTables(database, table), work);
}

/**
 * The cached row with the fields of a request that the row has too, of the same type: an
 * optimistic edit keeps the server's shape instead of growing request-only fields.
 */
export function withSameFields<Row extends object>(row: Row, input: object): Row {
  const fields = new Map(Object.entries(row));
  const known = Object.entries(input).filter(
    ([key, value]) => fields.has(key) && sameShape(fields.get(key), value),
  );
  return Object.assign({}, row, Object.fromEntries(known));
}

/** Same type; for lists, items of the same type too (ids are not the references a row holds). */
function sameShape(current: unknown, value: unknown): boolean {
  if (current === null) return !Array.isArray(value); // a field the server left empty
  if (Array.isArray(current) !== Array.isArray(value)) return false;
  if (!Array.isArray(current) || !Array.isArray(value)) return typeof current === typeof value;
  return current.length === 0 || value.length === 0 || typeof current[0] === typeof value[0];
}

/** Ids a request names, as the `{id, name}` references the server's rows hold. */
export async function referencesTo(
  transaction: LocalChange,
  table: WriteTable,
  ids: readonly string[],
) {
  const store = tableOf(transaction, table);
  const rows = await Promise.all(ids.map((id) => store.get(id)));
  return ids.map((id, index) => {
    const name = new Map(Object.entries(rows[index] ?? {})).get('name');
    return { id, name: typeof name === 'string' ? name : id };
  });
}

/** What a resource with create / update / delete says about itself; the queue does the rest. */
export interface CrudSpec<
  Server extends object,
  Create extends v.GenericSchema,
  Update extends v.GenericSchema<unknown, object>,
> {
  api: 'monitoring' | 'museum';
  table: WriteTable;
  /** The record's id (`id` unless the API names it otherwise, e.g. `eventId`). */
  idOf(record: NoInfer<Server>): string;
  createInput: Create;
  updateInput: Update;
  create(apis: Apis, input: v.InferOutput<Create>, signal: AbortSignal): Promise<Server>;
  update(
    apis: Apis,
    id: string,
    input: v.InferOutput<Update>,
    signal: AbortSignal,
  ): Promise<Server>;
  remove(apis: Apis, id: string, signal: AbortSignal): Promise<unknown>;
  /** Server records that could be the one a create made (a search where the API has one). */
  listLike(apis: Apis, input: v.InferOutput<Create>, signal: AbortSignal): Promise<Server[]>;
  /** Whether a server record is what this create would have made. */
  matches(record: NoInfer<Server>, input: v.InferOutput<Create>): boolean;
  /** The row shown until the server answers a create, in the server's shape. */
  placeholder(
    transaction: LocalChange,
    tempId: string,
    input: v.InferOutput<Create>,
  ): Promise<object>;
  /** The cached row with an update applied, in the server's shape; default withSameFields. */
  withChanges?(
    transaction: LocalChange,
    row: object,
    input: v.InferOutput<Update>,
  ): Promise<object>;
  toRow?: StoreSpec<NoInfer<Server>>['toRow'];
}

/** What storing a server's record needs to know of its resource. */
interface StoreSpec<Server> {
  table: WriteTable;
  idOf(record: Server): string;
  /** Server record → local row (monitors add sort fields and their maintenance cover). */
  toRow?(record: Server, transaction: LocalChange): object | Promise<object>;
}

/** Stores a server record as the local row, replacing `localId` (a temp id after a create). */
export async function storeServerRecord<Server extends object>(
  transaction: LocalChange,
  spec: StoreSpec<Server>,
  localId: string,
  record: Server,
) {
  const table = tableOf(transaction, spec.table);
  const serverId = spec.idOf(record);
  if (localId !== serverId) await table.delete(localId);
  await table.put(spec.toRow ? await spec.toRow(record, transaction) : record);
  return serverId;
}

/**
 * An update's answer, stored under the id that was asked about. An answer naming another record
 * is the server's slip (an update makes no new record); following it would delete the row the
 * user just changed and file the answer under an id nothing else knows.
 */
async function storeUpdatedRecord<Server extends object>(
  transaction: LocalChange,
  spec: Omit<StoreSpec<Server>, 'idOf'>,
  askedId: string,
  record: Server,
) {
  const table = tableOf(transaction, spec.table);
  const row = spec.toRow ? await spec.toRow(record, transaction) : record;
  const keyPath = table.keyPath;
  await table.put(typeof keyPath === 'string' ? { ...row, [keyPath]: askedId } : row);
  return askedId;
}

/** The three writes of a resource, ready to be named in all-writes.ts. */
export function crudWrites<
  Server extends object,
  Create extends v.GenericSchema,
  Update extends v.GenericSchema<unknown, object>,
>(spec: CrudSpec<Server, Create, Update>) {
  const store = (transaction: LocalChange, id: string, result: Server) =>
    storeServerRecord(transaction, spec, id, result);
  const likeIds = async (apis: Apis, input: v.InferOutput<Create>, signal: AbortSignal) =>
    (await spec.listLike(apis, input, signal)).filter((r) => spec.matches(r, input));
  const create = defineWrite({
    api: spec.api,
    table: spec.table,
    kind: 'create',
    input: spec.createInput,
    repeat: 'reconcile',
    applyLocally: async (transaction, tempId, input) => {
      await tableOf(transaction, spec.table).put(
        await spec.placeholder(transaction, tempId, input),
      );
    },
    send: (apis, _id, input, signal) => spec.create(apis, input, signal),
    storeResult: store,
    serverIdsBefore: async (apis, _id, input, signal) =>
      (await likeIds(apis, input, signal)).map(spec.idOf),
    findMade: async (apis, _id, input, before) =>
      (await likeIds(apis, input, AbortSignal.timeout(RECONCILE_TIMEOUT_MS))).filter(
        (record) => !before.has(spec.idOf(record)),
      ),
  });
  const update = defineWrite({
    api: spec.api,
    table: spec.table,
    kind: 'update',
    input: spec.updateInput,
    repeat: 'safe',
    coalesce: 'merge',
    applyLocally: async (transaction, id, input) => {
      const table = tableOf(transaction, spec.table);
      const row = await table.get(id);
      if (!row) return;
      await table.put(
        spec.withChanges
          ? await spec.withChanges(transaction, row, input)
          : withSameFields(row, input),
      );
    },
    // Every field sent already holds that value (a monitor already in the category chosen).
    changesNothing: (row, input) => {
      const fields = new Map(Object.entries(row));
      return Object.entries(input).every(([key, value]) => dequal(fields.get(key), value));
    },
    send: (apis, id, input, signal) => spec.update(apis, id, input, signal),
    storeResult: (transaction, id, result) => storeUpdatedRecord(transaction, spec, id, result),
  });
  const remove = defineWrite({
    api: spec.api,
    table: spec.table,
    kind: 'delete',
    input: NO_INPUT,
    repeat: 'safe',
    applyLocally: async (transaction, id) => tableOf(transaction, spec.table).delete(id),
    send: (apis, id, _input, signal) => spec.remove(apis, id, signal),
  });
  return { create, update, remove } satisfies Record<string, WriteOperation>;
}
