import fc from 'fast-check';
import { UNREADABLE } from './readable';

/*
 * Building blocks for answers valid under the published descriptions: texts of every shape a
 * string field with no pattern admits, calendar days from year 1 to 9999, numbers spelled as
 * JSON may spell them, and unknown extra fields.
 */

/** Any string a field with no published pattern or length admits (never one of UNREADABLE). */
export const anyText = fc
  .oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 2, arbitrary: fc.constant('') },
    { weight: 2, arbitrary: fc.constantFrom(' ', '  padded  ', 'Ünïcödé ✓', 'مرحبا', '東京 🏛️') },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
    // Very long: two thousand characters and more, as nothing bounds a name's length.
    {
      weight: 1,
      arbitrary: fc
        .string({ minLength: 1, maxLength: 4 })
        .map((s) => s.repeat(1 + 2000 / s.length)),
    },
  )
  .filter((text) => !UNREADABLE.test(text));

/** A short text, for fields that are many per record (labels, reference names). */
export const shortText = fc.string({ maxLength: 6 }).filter((text) => !UNREADABLE.test(text));

const DAY_MS = 86_400_000;
// Date.UTC reads years 0–99 as 1900–1999, so the first day is parsed from its ISO text.
const FIRST_DAY = Date.parse('0001-01-01T00:00:00Z');
const LAST_DAY = Date.parse('9999-12-31T00:00:00Z');

/** `YYYY-MM-DD` of `ms` since the epoch, years 1–9999 written with four digits. */
function isoDay(ms: number) {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Today as the extension's "today" is computed in tests (UTC on this machine). */
export const todayIso = () => isoDay(Date.now());

/**
 * A real calendar day: mostly near today (so "today" and "on sale" views have something), but
 * any from 0001-01-01 to 9999-12-31, leap days included.
 */
export const calendarDay = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.integer({ min: -60, max: 60 }).map((d) => isoDay(Date.now() + d * DAY_MS)),
  },
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: Math.floor(FIRST_DAY / DAY_MS), max: Math.floor(LAST_DAY / DAY_MS) })
      .map((d) => isoDay(d * DAY_MS)),
  },
  { weight: 1, arbitrary: fc.constantFrom('0001-01-01', '9999-12-31', '2024-02-29', '1970-01-01') },
);

/** An ISO 8601 UTC timestamp, years 1–9999, with or without milliseconds. */
export const isoTimestamp = fc
  .tuple(
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.integer({ min: -30 * DAY_MS, max: 30 * DAY_MS }).map((d) => Date.now() + d),
      },
      { weight: 1, arbitrary: fc.integer({ min: FIRST_DAY, max: LAST_DAY + DAY_MS - 1 }) },
      { weight: 1, arbitrary: fc.constantFrom(FIRST_DAY, LAST_DAY + DAY_MS - 1, 0) },
    ),
    fc.boolean(),
  )
  .map(([ms, withMillis]) => {
    const iso = new Date(ms).toISOString();
    return withMillis ? iso : `${iso.slice(0, 19)}Z`;
  });

/**
 * A number exactly as a JSON text may spell it (`1E+21`, `-0`, `0.30000000000000004`). Sent
 * through `jsonText`, which writes the spelling as is; JSON.parse of that text is what a client
 * must read.
 */
class JsonNumber {
  constructor(readonly spelling: string) {}
  toJSON() {
    return Number(this.spelling);
  }
}

/** Any finite JSON number: negative, fractional, huge, tiny, and odd spellings of them. */
export const anyJsonNumber = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => new JsonNumber(JSON.stringify(n))),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => new JsonNumber(String(n))),
  fc
    .tuple(
      fc.integer({ min: -99_999, max: 99_999 }),
      fc.integer({ min: -30, max: 30 }),
      fc.boolean(),
    )
    .map(([m, e, upper]) => new JsonNumber(`${m}${upper ? 'E' : 'e'}${e >= 0 ? '+' : ''}${e}`)),
  fc
    .constantFrom(
      '1e21',
      '1E+21',
      '-0',
      '0.30000000000000004',
      '1.0',
      '5e-324',
      '1.7976931348623157e308',
      '-1e-7',
      '123456789012345678901234567890',
    )
    .map((spelling) => new JsonNumber(spelling)),
);

/** A whole number as JSON writes one, from 0 to well past 2^53 (no bound is published). */
export const anyCount = fc.oneof(
  fc.nat({ max: 1000 }),
  fc.maxSafeNat(),
  fc.constantFrom(0, 1e21, 2 ** 53),
);

/**
 * Unknown fields a later version of an API may add (never one of `known`). Values are any JSON.
 */
function extraFields(known: readonly string[]) {
  return fc
    .dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !known.includes(key)),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 3 },
    )
    .map((extra) => extra as Record<string, unknown>);
}

/** `record` with its extra fields; known fields win. */
export function withExtras<T extends object>(record: fc.Arbitrary<T>, known: readonly string[]) {
  return fc
    .tuple(
      record,
      fc.oneof(
        { weight: 2, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: extraFields(known) },
      ),
    )
    .map(([fields, extra]) => ({ ...(extra ?? {}), ...fields }) as T);
}

const RAW_MARK = '\u2063raw-json-number\u2063';

/** The JSON text of `value`, with every JsonNumber written exactly as spelled. */
export function jsonText(value: unknown): string {
  const spellings: string[] = [];
  const text = JSON.stringify(value, function replace(this: unknown, key: string, item: unknown) {
    const raw = (this as Record<string, unknown>)[key];
    if (raw instanceof JsonNumber) {
      spellings.push(raw.spelling);
      return `${RAW_MARK}${spellings.length - 1}`;
    }
    return item;
  });
  return text.replace(
    new RegExp(`"${RAW_MARK}(\\d+)"`, 'g'),
    (_m, i) => spellings[Number(i)] ?? '',
  );
}
