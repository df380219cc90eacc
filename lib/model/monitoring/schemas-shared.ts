import * as v from 'valibot';

/*
 * Building blocks for the monitoring API's response schemas. The published description is explicit about the
 * monitor and status-page objects and silent about everything else, so records it does not
 * describe are parsed tolerantly: unknown fields kept (looseObject), ids and counts accepted as
 * numbers or numeric strings, flags as 0/1, booleans or "0"/"1".
 *
 * Kept, but bounded: a pulled list is read record by record (read-records.ts), and a record over
 * 64 KB as JSON (junk fields, a 100 KB name) is not stored: its cached version stays and the sync
 * names it. A whole answer over 8 MB is not read at all (lib/background/api/http/read-body.ts).
 *
 * Deliberate leniencies, per field — the monitoring list, as lib/model/museum/schemas.ts keeps the
 * museum's; tests/integration/properties/ generates answers across the published range of each.
 *
 * - Ids: any string (the published type), numbers read as their string. "." and ".." are stored and
 *   listed, but no request is made with them: a URL path cannot carry them (routes.ts
 *   isAddressableId), so an action on such a record fails in words instead of reaching another.
 * - Integers the published description lists (MonitorObject interval, timeout, incidents, pages,
 *   maintenanceWindows; every PageObject flag): any whole number, no bound, as published. Forms
 *   start from plain digits (components/options/form-model.ts numberInputValue); list cells write
 *   numbers in the user's locale (entrypoints/options/section-shell/list-view.ts cellText). A page flag
 *   other than 0/1 reads as "off" except accessType, where only 1 means a password.
 * - Status, pause, type, method and the yes/no fields: any string (the description types them only as
 *   strings); an unknown value is shown as sent.
 * - MonitorWebsiteObject upCodes: strings or numbers (element type not published), kept as
 *   strings.
 * - Unknown monitor fields named like the ones Gatehouse stores beside a monitor (rank, nameKey,
 *   sortKey, fp, origin, nameWords — lib/model/rows.ts) are not kept: the local value takes the name. No published field
 *   uses them.
 * - Any text: empty, long (within the 64 KB record bound above) or any unicode, kept and shown
 *   as sent.
 * - Counts and figures CONTRACT.md assumes (category monitors, incident duration, response
 *   times, uptime's downtime and checks): any number or numeric string; response times are
 *   written in plain digits (series-summary.ts, chart-scale.ts tickText).
 * - Timestamps: any ISO 8601 text from year 0001 to 9999; a text that is no date is shown as
 *   sent where a date would be.
 */

/** An integer exactly as the published description lists it: a JSON number with no fraction. */
export const seedInteger = v.pipe(v.number(), v.integer());

/** A number that may arrive as a numeric string ("12.5"), read as a number. */
export const lenientNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform(Number),
);

/** An id the published description does not type: a string, or a number read as its decimal string. */
export const lenientId = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** A 0/1 flag the published description does not type; booleans and "0"/"1" are read as 0/1. */
export const lenientFlag = v.pipe(
  v.union([v.picklist([0, 1]), v.boolean(), v.picklist(['0', '1'])]),
  v.transform((flag): 0 | 1 => (flag === true || flag === 1 || flag === '1' ? 1 : 0)),
);

/** An absolute http(s) URL with a host: what hooks, monitors and page links must be. */
export function isHttpUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol, hostname } = new URL(text);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

/** Optional text the server may send as null. */
export const optionalText = v.optional(v.nullable(v.string()));

/** A `{id, name}` reference to another record (page monitors, announcement pages, …). */
export const RecordReferenceSchema = v.looseObject({ id: lenientId, name: v.optional(v.string()) });

/**
 * A list answer as published: the envelope with an array under its key, or a bare array. Nothing
 * else is a list, whatever it holds: an object under the key, or one bare record, is a bad answer
 * (reported under the key, e.g. `incidents`), never a list of one. A pull that took it for one
 * would drop every cached record it does not name.
 */
function asListEnvelope(key: string, body: unknown): unknown {
  return Array.isArray(body) ? { [key]: body } : body;
}

/**
 * A write's answer, which names one record: the envelope with a one-element list (CONTRACT.md),
 * the record alone under the key, a bare array, or the bare record (the published description
 * shows no write's envelope but two).
 */
function asOneRecordEnvelope(key: string, body: unknown): unknown {
  if (Array.isArray(body)) return { [key]: body };
  if (!body || typeof body !== 'object') return body;
  const record = body as Record<string, unknown>;
  if (key in record) {
    const items = record[key];
    return items && typeof items === 'object' && !Array.isArray(items)
      ? { ...record, [key]: [items] }
      : record;
  }
  // Has the envelope's own fields but not our key: report the missing list, not a bad record.
  if ('requestedBy' in record || 'terms' in record) return record;
  return { [key]: [record] };
}

/** A list answer's schema, which also says how to read it one record at a time. */
export type ListSchema<T> = v.GenericSchema<unknown, T[]> & {
  readonly envelope: { key: string; item: v.GenericSchema<unknown, T> };
};

const notAList = () => 'not a list';

function envelopeSchema<TItem extends v.GenericSchema>(
  key: string,
  item: TItem,
  shape: (key: string, body: unknown) => unknown,
) {
  return v.pipe(
    v.unknown(),
    v.transform((body) => shape(key, body)),
    v.looseObject({ [key]: v.array(item, notAList) }, notAList),
    v.transform((envelope) => envelope[key] as v.InferOutput<TItem>[]),
  );
}

/**
 * The published description "Response envelope": `{<key>: [...], requestedBy, terms}`, or a bare
 * array; always yields the list. Problems are reported under the key, e.g. `monitors.3.interval`.
 * `envelope` lets a list be read record by record instead (read-records.ts), and a write's
 * answer as one record (`oneRecordOf`).
 */
export function envelopeOf<TItem extends v.GenericSchema>(key: string, item: TItem) {
  return Object.assign(envelopeSchema(key, item, asListEnvelope), {
    envelope: { key, item },
  }) as ReturnType<typeof envelopeSchema<TItem>> & ListSchema<v.InferOutput<TItem>>;
}

/** The envelope with its records left unread, for reading them one at a time. */
export const rawEnvelopeOf = (key: string) => envelopeOf(key, v.unknown());

/** The same envelope read as a write's answer: every shape that can name its one record. */
export function oneRecordOf<T>({ envelope }: ListSchema<T>): v.GenericSchema<unknown, T[]> {
  return envelopeSchema(envelope.key, envelope.item, asOneRecordEnvelope);
}
