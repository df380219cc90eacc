import type * as v from 'valibot';
import {
  type CreateName,
  crudNames,
  type DeleteName,
  type ListAllName,
  type ListName,
  type UpdateName,
} from '../../../model/operation-names';
import {
  type MonitoringResourceName,
  monitoringResourceNames,
  type RecordOf,
  type ResourceDeclaration,
  resources,
} from '../../../model/resources';
import type { ListAllOptions, PageOptions, SignalOption } from './call-options';
import type { MonitoringCaller } from './caller';
import type { IncidentFilters } from './client-incidents';
import type { MonitorFilters } from './client-monitors';
import type { MonitoringOperation } from './routes';

/** The lists that take filters besides their pages (CONTRACT.md). */
interface ListFilters {
  monitors: MonitorFilters;
  incidents: IncidentFilters;
}
type FiltersOf<Name> = Name extends keyof ListFilters ? ListFilters[Name] : Record<never, never>;

type Declared<Name extends MonitoringResourceName> = (typeof resources)[Name];
type InputOf<Name extends MonitoringResourceName, Kind extends 'create' | 'update'> =
  Declared<Name> extends Record<Kind, infer Schema extends v.GenericSchema>
    ? v.InferInput<Schema>
    : never;

/** One resource's plain operations, as lib/model/resources.ts declares them. */
export interface ResourceMethods<Name extends MonitoringResourceName> {
  /** One page, optionally filtered. */
  list(options?: PageOptions & FiltersOf<Name>): Promise<RecordOf<Name>[]>;
  /** Every record, walking the pages 500 at a time. */
  listAll(options?: ListAllOptions<RecordOf<Name>> & FiltersOf<Name>): Promise<RecordOf<Name>[]>;
  /** Creates a record; the input is checked before sending. */
  create(input: InputOf<Name, 'create'>, options?: SignalOption): Promise<RecordOf<Name>>;
  /** Changes the fields given; the server keeps the others. */
  update(
    id: string,
    input: InputOf<Name, 'update'>,
    options?: SignalOption,
  ): Promise<RecordOf<Name>>;
  /** Deletes a record; returns it as it was. */
  delete(id: string, options?: SignalOption): Promise<RecordOf<Name>>;
}

/** The same methods by the names the route table gives them (`listAllSeats`, `createSeat`…). */
type NamedMethods<Name extends MonitoringResourceName> = {
  [Operation in ListName<Name>]: ResourceMethods<Name>['list'];
} & { [Operation in ListAllName<Name>]: ResourceMethods<Name>['listAll'] } & {
  [Operation in CreateName<Name>]: ResourceMethods<Name>['create'];
} & { [Operation in UpdateName<Name>]: ResourceMethods<Name>['update'] } & {
  [Operation in DeleteName<Name>]: ResourceMethods<Name>['delete'];
};

type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (
  part: infer Whole,
) => void
  ? Whole
  : never;

/** Every resource's plain operations, by name. */
export type ResourceOperations = Intersection<
  { [Name in MonitoringResourceName]: NamedMethods<Name> }[MonitoringResourceName]
>;

/** A resource's list, create, update and delete, each one request of the route table. */
function methodsOf(caller: MonitoringCaller, name: MonitoringResourceName) {
  const declared: ResourceDeclaration = resources[name];
  const names = crudNames(name) as Record<
    'list' | 'create' | 'update' | 'delete',
    MonitoringOperation
  >;
  // Every monitoring resource of the table declares its list (a test checks).
  const schema = declared.list as NonNullable<ResourceDeclaration['list']>;
  const list = caller.pagedList(names.list, schema);
  // Typed per resource by ResourceOperations: here every record and input is the same unknown.
  const methods = {
    list: (options?: PageOptions) => list.page(options),
    listAll: (options?: ListAllOptions) => list.all(options),
    create: (input: unknown, { signal }: SignalOption = {}) =>
      caller.requestOne(names.create, schema, { body: input, bodySchema: declared.create, signal }),
    update: (id: string, input: unknown, { signal }: SignalOption = {}) =>
      caller.requestOne(names.update, schema, {
        id,
        body: input,
        bodySchema: declared.update,
        signal,
      }),
    delete: (id: string, { signal }: SignalOption = {}) =>
      caller.requestOne(names.delete, schema, { id, signal }),
  };
  const many = names.list.slice('list'.length);
  const named = [
    [names.list, methods.list],
    [`listAll${many}`, methods.listAll],
    [names.create, declared.create && methods.create],
    [names.update, declared.update && methods.update],
    [names.delete, declared.delete && methods.delete],
  ] as const;
  return { named: named.filter(([, method]) => method) };
}

/**
 * The plain operations of every monitoring resource, generated from its declaration; what a
 * resource does besides (a monitor's pause, an incident's comments) is in its own client-*.ts.
 */
export function resourceOperations(caller: MonitoringCaller): ResourceOperations {
  const named = monitoringResourceNames.flatMap((name) => methodsOf(caller, name).named);
  // The declaration's names are the keys: the types above spell the same names.
  return Object.fromEntries(named) as unknown as ResourceOperations;
}

/**
 * One resource's plain operations on a client, by the names its declaration gives them: for code
 * that handles every resource alike (the sync's lists, the outbox's writes). Looked up when
 * called, so whatever wraps the client's methods wraps these too.
 */
export function plainOperationsOf<Name extends MonitoringResourceName>(
  client: ResourceOperations,
  name: Name,
): ResourceMethods<Name> {
  const names = crudNames(name);
  const methods = new Map(Object.entries(client));
  const many = names.list?.slice('list'.length);
  return {
    list: methods.get(names.list ?? ''),
    listAll: methods.get(`listAll${many}`),
    create: methods.get(names.create ?? ''),
    update: methods.get(names.update ?? ''),
    delete: methods.get(names.delete ?? ''),
  } as ResourceMethods<Name>;
}
