import type { Fault } from './faults';

/*
 * JSON answers that do not read as described (CONTRACT.md "Control API", fault kinds
 * `wrong-shape` and `omit-field`). Neither API's published description promises more than the
 * field names, so a real server may send a list where it should be an object, or a record
 * without a field: the client has to survive both.
 */

interface ListInAnswer {
  items: unknown[];
  /** The answer with `value` where the list was. */
  put: (value: unknown) => unknown;
}

/** The first array in a JSON answer: a bare list (museum) or the envelope's records. */
export function listIn(body: unknown): ListInAnswer | null {
  if (Array.isArray(body)) return { items: body, put: (value) => value };
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const key = Object.keys(record).find((k) => Array.isArray(record[k]));
  if (!key) return null;
  return { items: record[key] as unknown[], put: (value) => ({ ...record, [key]: value }) };
}

const NOT_A_LIST: Record<Exclude<Fault['shape'], 'bare-record' | undefined>, unknown> = {
  object: { notAnArray: true },
  string: 'not a list',
  null: null,
  number: 42,
};

/**
 * The answer with its first list swapped for something that is not a list; `bare-record` sends
 * the first record alone instead of the whole answer (`{}` when the list is empty), as a server
 * that answers a one-element list with its element would. An answer without a list is kept.
 */
export function wrongShape(body: unknown, shape: Fault['shape'] = 'object'): unknown {
  const list = listIn(body);
  if (!list) return body;
  if (shape === 'bare-record') return list.items[0] ?? {};
  return list.put(NOT_A_LIST[shape]);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The answer with `field` left out of the first `items` records of its first list. An answer
 * that is one bare record (a museum event, a ticket confirmation: no list, or a first list of
 * plain values such as an event's `dates`) loses the field itself.
 */
export function omitField(body: unknown, field: string, items = 1): unknown {
  const without = (record: unknown) => {
    if (!isRecord(record)) return record;
    const { [field]: _left, ...rest } = record;
    return rest;
  };
  const list = listIn(body);
  const ofRecords = list && (Array.isArray(body) || list.items.every(isRecord));
  if (!list || !ofRecords) return without(body);
  return list.put(list.items.map((record, index) => (index < items ? without(record) : record)));
}
