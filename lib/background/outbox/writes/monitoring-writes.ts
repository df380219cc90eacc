import type * as v from 'valibot';
import { toMonitorRow } from '../../../model/monitor-row';
import {
  type CreateName,
  crudNames,
  type DeleteName,
  type UpdateName,
} from '../../../model/operation-names';
import {
  type MonitoringResourceName,
  type RecordOf,
  type ResourceDeclaration,
  resources,
} from '../../../model/resources';
import type { MonitorRow } from '../../../model/rows';
import { coveredMonitorRow } from '../../../storage/worker-maintenance-cover';
import type { Apis } from '../../api/connect';
import { plainOperationsOf } from '../../api/monitoring/client-resources';
import { crudWrites, referencesTo, withSameFields } from './crud';
import { placeholderMonitor, placeholderRecord } from './placeholders';
import type { LocalChange, WriteTable } from './write-definition';

const same = (a: unknown, b: unknown) => a !== undefined && a === b;
const byId = (record: { id: string }) => record.id;

/** The monitoring resources declared with create, update and delete. */
type Editable = Extract<MonitoringResourceName, WriteTable> &
  {
    [Name in MonitoringResourceName]: (typeof resources)[Name] extends {
      create: v.GenericSchema;
      update: v.GenericSchema;
      delete: true;
    }
      ? Name
      : never;
  }[MonitoringResourceName];
type Declared<Name extends Editable> = (typeof resources)[Name];
type Input<Name extends Editable, Kind extends 'create' | 'update'> = v.InferOutput<
  Declared<Name>[Kind]
>;

/**
 * What a resource's declaration (lib/model/resources.ts) says of its writes: table, inputs, and
 * the plain requests that send them; the resource adds how a create is recognised and shown.
 */
function declaredWrites<Name extends Editable>(name: Name) {
  const declared: ResourceDeclaration = resources[name];
  // The generated client (client-resources.ts) takes what the declaration's schemas give.
  const client = (apis: Apis) =>
    plainOperationsOf(apis.monitoring, name) as unknown as PlainClient<Name>;
  return {
    api: 'monitoring' as const,
    table: name,
    idOf: (record: RecordOf<Name>) => byId(record as { id: string }),
    createInput: declared.create as Declared<Name>['create'],
    updateInput: declared.update as Declared<Name>['update'],
    create: (apis: Apis, input: Input<Name, 'create'>, signal: AbortSignal) =>
      client(apis).create(input, { signal }),
    update: (apis: Apis, id: string, input: Input<Name, 'update'>, signal: AbortSignal) =>
      client(apis).update(id, input, { signal }),
    remove: (apis: Apis, id: string, signal: AbortSignal) => client(apis).delete(id, { signal }),
    listLike: (apis: Apis, _input: Input<Name, 'create'>, signal: AbortSignal) =>
      client(apis).listAll({ signal }),
  };
}

interface PlainClient<Name extends Editable> {
  create(input: Input<Name, 'create'>, options: { signal: AbortSignal }): Promise<RecordOf<Name>>;
  update(
    id: string,
    input: Input<Name, 'update'>,
    options: { signal: AbortSignal },
  ): Promise<RecordOf<Name>>;
  delete(id: string, options: { signal: AbortSignal }): Promise<unknown>;
  listAll(options: { signal: AbortSignal }): Promise<RecordOf<Name>[]>;
}

/** A monitor edit: top-level fields, and the request's flat website fields in `websiteDetails`. */
async function monitorWithChanges(_transaction: LocalChange, row: object, input: object) {
  const monitor = withSameFields(row as MonitorRow, input);
  return toMonitorRow({
    ...monitor,
    websiteDetails: withSameFields(monitor.websiteDetails, input),
  });
}

/**
 * An edit whose request names records by id in `field` (a page's monitors, an announcement's
 * pages, a seat's integrations) where the server's row holds `{id, name}` references.
 */
function withReferences(field: string, table: WriteTable) {
  return async (transaction: LocalChange, row: object, input: object) => {
    const named = new Map(Object.entries(input)).get(field);
    const edited = withSameFields(row, input);
    if (!Array.isArray(named)) return edited;
    const ids = named.filter((id): id is string => typeof id === 'string');
    return { ...edited, [field]: await referencesTo(transaction, table, ids) };
  };
}

const monitors = crudWrites({
  ...declaredWrites('monitors'),
  // A search, not the whole list: accounts have 10,000 monitors.
  listLike: (apis, input, signal) =>
    apis.monitoring.listAllMonitors({ search: input.name, signal }),
  matches: (record, input) =>
    same(record.name, input.name) &&
    record.type === input.type &&
    (input.type === 'heartbeat' || record.uri === input.uri),
  placeholder: async (_transaction, id, input) => placeholderMonitor(id, input),
  withChanges: monitorWithChanges,
  toRow: coveredMonitorRow,
});

const categories = crudWrites({
  ...declaredWrites('categories'),
  matches: (record, input) => same(record.name, input.name),
  placeholder: async (_transaction, id, input) => placeholderRecord(id, { monitors: 0, ...input }),
});

const seats = crudWrites({
  ...declaredWrites('seats'),
  matches: (record, input) => same(record.name, input.name) && record.email === input.email,
  placeholder: async (transaction, id, input) =>
    placeholderRecord(id, {
      ...input,
      integrations: await referencesTo(transaction, 'integrations', input.integrations ?? []),
    }),
  withChanges: withReferences('integrations', 'integrations'),
});

const integrations = crudWrites({
  ...declaredWrites('integrations'),
  matches: (record, input) =>
    same(record.name, input.name) && record.type === input.type && record.target === input.target,
  placeholder: async (_transaction, id, input) => placeholderRecord(id, input),
});

const pages = crudWrites({
  ...declaredWrites('pages'),
  matches: (record, input) => same(record.subdomain, input.subdomain),
  placeholder: async (transaction, id, input) =>
    placeholderRecord(id, {
      name: input.name,
      subdomain: input.subdomain,
      monitors: await referencesTo(transaction, 'monitors', input.monitors ?? []),
    }),
  withChanges: withReferences('monitors', 'monitors'),
});

const announcements = crudWrites({
  ...declaredWrites('announcements'),
  matches: (record, input) => same(record.title, input.title) && record.message === input.message,
  placeholder: async (transaction, id, input) =>
    placeholderRecord(id, {
      ...input,
      sticky: input.sticky ?? 0,
      pages: await referencesTo(transaction, 'pages', input.pages),
    }),
  withChanges: withReferences('pages', 'pages'),
});

const windows = crudWrites({
  ...declaredWrites('windows'),
  matches: (record, input) => same(record.name, input.name),
  placeholder: async (transaction, id, input) =>
    placeholderRecord(id, {
      ...input,
      status: 'scheduled',
      monitors: await referencesTo(transaction, 'monitors', input.monitors ?? []),
    }),
  withChanges: withReferences('monitors', 'monitors'),
});

const editable = { monitors, categories, seats, integrations, pages, announcements, windows };

type Writes = typeof editable;
/** Each resource's three writes under the names its declaration gives them (`createSeat`…). */
type NamedWrites = { [Name in keyof Writes as CreateName<Name>]: Writes[Name]['create'] } & {
  [Name in keyof Writes as UpdateName<Name>]: Writes[Name]['update'];
} & { [Name in keyof Writes as DeleteName<Name>]: Writes[Name]['remove'] };

/** Create / update / delete of every monitoring resource that has them, by the client's names. */
export const monitoringCrudWrites = Object.fromEntries(
  Object.entries(editable).flatMap(([name, writes]) => {
    const names = crudNames(name as keyof Writes);
    return [
      [names.create, writes.create],
      [names.update, writes.update],
      [names.delete, writes.remove],
    ];
  }),
  // The keys are the declaration's names, as NamedWrites spells them.
) as NamedWrites;
