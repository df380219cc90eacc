import type * as v from 'valibot';
import { monitoringActionWrites } from './action-writes';
import { monitoringCrudWrites } from './monitoring-writes';
import { museumWrites } from './museum-writes';
import type { WriteOperation } from './write-definition';

/**
 * Every write of both APIs, by the one name it has in the outbox, the client and the route table.
 * The message protocol's commands are derived from this object (WriteCommand below).
 */
export const writeOperations = {
  ...monitoringCrudWrites,
  ...monitoringActionWrites,
  ...museumWrites,
} satisfies Record<string, WriteOperation>;

type Writes = typeof writeOperations;
export type WriteName = keyof Writes;

/** What a page sends for a write: the input its schema takes (before trimming and defaults). */
type PayloadOf<Name extends WriteName> = v.InferInput<Writes[Name]['input']>;

/**
 * The `submitWrite` command: a discriminated union over every write, so a page that names an
 * operation that does not exist, or sends it the wrong payload, does not compile. Creates get a
 * temporary id; every other write names its record.
 */
export type WriteCommand = {
  [Name in WriteName]: {
    operation: Name;
    payload: PayloadOf<Name>;
  } & (Writes[Name]['kind'] extends 'create' ? { recordId?: undefined } : { recordId: string });
}[WriteName];

export const writeNames = Object.keys(writeOperations) as WriteName[];

function isWriteName(name: string): name is WriteName {
  return Object.hasOwn(writeOperations, name);
}

/** The operation of a stored row, or undefined for one no longer known (an older version's). */
export function writeOperationNamed(name: string): WriteOperation | undefined {
  return isWriteName(name) ? writeOperations[name] : undefined;
}
