import { dequal } from 'dequal';
import * as v from 'valibot';

/**
 * A create leaves out what was left blank: an optional field then takes the server's default,
 * and a required one is named "is required" by the request's check, as if never filled.
 */
export function withoutBlanks<Payload extends object>(values: Payload): Payload {
  const kept = Object.entries(values).filter(([, value]) => value !== '' && value !== undefined);
  return Object.assign({}, ...kept.map(([key, value]) => ({ [key]: value })));
}

/** An edit sends only what changed: the API keeps the rest, and queued edits merge cleanly. */
export function changedFields<Payload extends object>(
  before: Payload,
  after: Payload,
): Partial<Payload> {
  const changed: Partial<Payload> = {};
  for (const key of Object.keys(after) as (keyof Payload)[])
    if (!dequal(before[key], after[key])) changed[key] = after[key];
  return changed;
}

/**
 * A form's values with a refused write's payload over them, as the user typed it. The payload is
 * read by the write's own update schema (any subset of its fields); one it no longer fits (an
 * older version's) leaves the values as they were.
 */
export function valuesTyped<Values extends object>(
  values: Values,
  typed: unknown,
  schema: v.GenericSchema<unknown, Partial<Values>>,
): Values {
  if (typed === undefined) return values;
  const parsed = v.safeParse(schema, typed);
  return parsed.success ? { ...values, ...parsed.output } : values;
}
