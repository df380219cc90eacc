import type { Apis } from '../api/connect';
import type { FieldError } from '../api/errors';
import type { GatehouseDatabase } from '../db/database';
import type { WriteOperation } from './operation';

type Id = object;

/** What a resource with create / update / delete needs to say; the queue does the rest. */
export interface CrudSpec<Server extends Id> {
  table: string;
  /** The record's id field value (`id` unless the API names it otherwise, e.g. `eventId`). */
  idOf(record: Server): string;
  create(apis: Apis, payload: never, signal: AbortSignal): Promise<Server>;
  update(apis: Apis, id: string, payload: never, signal: AbortSignal): Promise<Server>;
  remove(apis: Apis, id: string, signal: AbortSignal): Promise<unknown>;
  /** Every record on the server, to find one a lost create may have made. */
  listAll(apis: Apis, signal: AbortSignal): Promise<Server[]>;
  /** Whether a server record is the one this create payload would have made. */
  matches(record: Server, payload: never): boolean;
  /** The row shown until the server answers an offline create. */
  placeholder(tempId: string, payload: never): unknown;
  /** Server record → Dexie row (monitors add sort fields). */
  toRow?(record: Server): unknown;
  validateCreate?(payload: unknown): FieldError[];
  validateUpdate?(payload: unknown): FieldError[];
}

export function tableOf(database: GatehouseDatabase, name: string) {
  return database.table<Record<string, unknown>, string>(name);
}

/** Stores a server record as the local row, replacing `localId` (a temp id after a create). */
export async function storeServerRecord<Server extends Id>(
  database: GatehouseDatabase,
  spec: Pick<CrudSpec<Server>, 'table' | 'toRow' | 'idOf'>,
  localId: string,
  record: Server,
) {
  const table = tableOf(database, spec.table);
  const serverId = spec.idOf(record);
  if (localId !== serverId) await table.delete(localId);
  await table.put((spec.toRow ? spec.toRow(record) : record) as Record<string, unknown>);
  return serverId;
}

/** Optimistic edit: the fields the user changed, merged over what we have. */
export async function mergeLocally<Server extends Id>(
  database: GatehouseDatabase,
  spec: Pick<CrudSpec<Server>, 'table' | 'toRow'>,
  id: string,
  changes: unknown,
) {
  const table = tableOf(database, spec.table);
  const current = await table.get(id);
  if (!current) return;
  const merged = { ...current, ...(changes as object) };
  await table.put(
    (spec.toRow ? spec.toRow(merged as unknown as Server) : merged) as Record<string, unknown>,
  );
}

export function crudOperations<Server extends Id>(
  spec: CrudSpec<Server>,
  names: { create: string; update: string; delete: string },
) {
  const store = (database: GatehouseDatabase, id: string, result: unknown) =>
    storeServerRecord(database, spec, id, result as Server);
  const create: WriteOperation = {
    table: spec.table,
    kind: 'create',
    notIdempotent: 'reconcile',
    validate: spec.validateCreate,
    applyLocally: async (database, tempId, payload) => {
      await tableOf(database, spec.table).put(
        spec.placeholder(tempId, payload as never) as Record<string, unknown>,
      );
    },
    send: (apis, _id, payload, signal) => spec.create(apis, payload as never, signal),
    storeResult: store,
    matchingLocalIds: async (database, payload) => {
      const rows = (await tableOf(database, spec.table).toArray()) as unknown as Server[];
      return rows.filter((r) => spec.matches(r, payload as never)).map(spec.idOf);
    },
    findExisting: async (apis, row, payload) => {
      const before = new Set(row.preexisting ?? []);
      const all = await spec.listAll(apis, AbortSignal.timeout(60_000));
      return (
        all.find((r) => !before.has(spec.idOf(r)) && spec.matches(r, payload as never)) ?? null
      );
    },
  };
  const update: WriteOperation = {
    table: spec.table,
    kind: 'update',
    coalesce: 'merge',
    validate: spec.validateUpdate,
    applyLocally: (database, id, payload) => mergeLocally(database, spec, id, payload),
    send: (apis, id, payload, signal) => spec.update(apis, id, payload as never, signal),
    storeResult: store,
  };
  const remove: WriteOperation = {
    table: spec.table,
    kind: 'delete',
    applyLocally: async (database, id) => tableOf(database, spec.table).delete(id),
    send: (apis, id, _payload, signal) => spec.remove(apis, id, signal),
  };
  return { [names.create]: create, [names.update]: update, [names.delete]: remove };
}
