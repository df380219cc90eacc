import {
  type MonitoringResourceName,
  type ResourceDeclaration,
  type ResourceName,
  type Resources,
  resources,
} from './resources';

/*
 * The names every layer gives a resource's plain operations (list, create, update, delete),
 * derived from its declaration in resources.ts.
 */

type One<Name extends ResourceName> = Resources[Name] extends { names: { one: infer O } }
  ? O & string
  : never;
type Many<Name extends ResourceName> = Resources[Name] extends { names: { many: infer M } }
  ? M & string
  : never;

/** The operation names of a resource's plain operations, as every layer spells them. */
export type ListName<Name extends ResourceName> = `list${Many<Name>}`;
export type ListAllName<Name extends ResourceName> = `listAll${Many<Name>}`;
export type CreateName<Name extends ResourceName> = Name extends unknown
  ? Resources[Name] extends { create: unknown }
    ? `create${One<Name>}`
    : never
  : never;
export type UpdateName<Name extends ResourceName> = Name extends unknown
  ? Resources[Name] extends { update: unknown }
    ? `update${One<Name>}`
    : never
  : never;
export type DeleteName<Name extends ResourceName> = Name extends unknown
  ? Resources[Name] extends { delete: true }
    ? `delete${One<Name>}`
    : never
  : never;

/** The names of a resource's create, update and delete; none where it has not the operation. */
export function crudNames<Name extends ResourceName>(name: Name) {
  const declared: ResourceDeclaration = resources[name];
  const one = declared.names?.one;
  const named = <Kind extends string>(kind: Kind, has: unknown) =>
    one && has ? `${kind}${one}` : undefined;
  return {
    list: declared.names ? (`list${declared.names.many}` as ListName<Name>) : undefined,
    create: named('create', declared.create) as CreateName<Name> | undefined,
    update: named('update', declared.update) as UpdateName<Name> | undefined,
    delete: named('delete', declared.delete) as DeleteName<Name> | undefined,
  };
}

/** Every plain operation's name: the monitoring route table's entries derived from this table. */
export type PlainOperationName = {
  [Name in MonitoringResourceName]:
    | ListName<Name>
    | CreateName<Name>
    | UpdateName<Name>
    | DeleteName<Name>;
}[MonitoringResourceName];
