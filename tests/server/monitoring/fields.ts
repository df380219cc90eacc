import * as v from 'valibot';

/**
 * Field schemas shared by the request records. Each message names its field, because the
 * extension shows `errorMessages` next to the form input they belong to.
 */

export function requiredText(field: string, maxLength = 200) {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(maxLength, `${field} must be at most ${maxLength} characters`),
  );
}

export function optionalText(field: string, maxLength = 2000) {
  return v.optional(
    v.pipe(
      v.string(`${field} must be a string`),
      v.maxLength(maxLength, `${field} must be at most ${maxLength} characters`),
    ),
    '',
  );
}

export function oneOf<const T extends readonly [string, ...string[]]>(field: string, options: T) {
  return v.picklist(options, `${field} must be one of ${options.join(', ')}`);
}

/** The integer 0/1 flags of status pages, seats, integrations and announcements. */
export function flag(field: string) {
  return v.picklist([0, 1] as const, `${field} must be 0 or 1`);
}

export function integerBetween(field: string, min: number, max: number) {
  const message = `${field} must be an integer from ${min} to ${max}`;
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

export function isHttpUrl(text: string) {
  if (!URL.canParse(text)) return false;
  const { protocol, hostname } = new URL(text);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const IPV4 = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/;

export function isHostName(text: string) {
  return HOST_NAME.test(text);
}

/** A host name, an IPv4 address or a bracket-less IPv6 address. */
export function isHost(text: string) {
  return (
    isHostName(text) || IPV4.test(text) || (text.includes(':') && URL.canParse(`http://[${text}]`))
  );
}

/** Also accepts `""`, which clears the field. */
export function optionalHttpUrl(field: string) {
  return v.optional(
    v.pipe(
      v.string(`${field} must be a string`),
      v.check((text) => text === '' || isHttpUrl(text), `${field} must be an http(s) URL`),
    ),
    '',
  );
}

/** ISO 8601 date-time with a zone (`2025-06-01T12:00:00Z`, seconds optional). */
export function isoDateTime(field: string) {
  const pattern = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)$/;
  return v.pipe(
    v.string(`${field} must be a string`),
    v.check(
      (text) => pattern.test(text) && !Number.isNaN(Date.parse(text)),
      `${field} must be an ISO 8601 date-time`,
    ),
  );
}

/** A list of ids, duplicates dropped. Whether they exist is checked against the state. */
function idList(field: string) {
  return v.pipe(
    v.array(v.string(`${field} must contain id strings`), `${field} must be an array of ids`),
    v.transform((ids) => [...new Set(ids)]),
  );
}

/** An id list whose every id must name a record in `records` (e.g. a page's monitors). */
export function knownIds(field: string, records: Map<string, unknown>, kind: string) {
  return v.pipe(
    idList(field),
    v.check(
      (ids) => ids.every((id) => records.has(id)),
      (issue) => {
        const unknown = (issue.input as string[]).filter((id) => !records.has(id));
        return `${field} names unknown ${kind} id(s): ${unknown.join(', ')}`;
      },
    ),
  );
}
