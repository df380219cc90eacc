import { dequal } from 'dequal';
import type { FieldError } from '../../lib/model/errors';
import { fieldOfProblem, problemInWords } from './form/problem-words';

/** The kinds of input a record form can have; each maps to one control in FieldControl.tsx. */
type FieldKind =
  | 'text'
  | 'email'
  | 'url'
  | 'password'
  | 'number'
  | 'textarea'
  | 'select'
  /** On or off, sent as 1 or 0: a switch. */
  | 'flag'
  /** On or off, sent as "yes" or "no" (a monitor's alerts): a switch. */
  | 'yesNo'
  /** An IANA time zone, typed with suggestions from the browser's own list. */
  | 'timezone'
  | 'checkboxes'
  /** Checkboxes by the thousand (monitors): searchable, counted, drawn only in view. */
  | 'picker'
  | 'lines'
  | 'pairs'
  | 'date'
  | 'datetime'
  | 'dates';

export interface Choice {
  value: string;
  label: string;
}

export interface FieldSpec {
  /** The request field it fills (CONTRACT.md / museum-api.md names). */
  name: string;
  label: string;
  kind: FieldKind;
  choices?: Choice[];
  help?: string;
  /** Marked as required; `create`: only when creating (an edit keeps what the API never shows). */
  required?: boolean | 'create';
  /** Shown only when this says so, e.g. inputs that depend on the monitor type. */
  showIf?: (values: FormValues) => boolean;
}

export type FormValues = Record<string, unknown>;

/** Form values → request payload: numbers as numbers, flags as 0/1, blanks left out. */
function toPayloadValue(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'number')
    return value === '' || value === undefined ? undefined : Number(value);
  if (field.kind === 'flag') return value ? 1 : 0;
  if (field.kind === 'datetime' && typeof value === 'string' && value)
    return new Date(value).toISOString();
  if (typeof value === 'string') return value === '' ? undefined : value;
  return value;
}

/**
 * A number as a number field starts out: plain digits that read back as the same number, never
 * e-notation (`1e+21`), whatever size the API sent. JavaScript's own shortest spelling gives the
 * significant digits; Intl writes them out in full ('en-US': the decimal point inputs expect).
 */
export function numberInputValue(value: number): string {
  const shortest = String(value);
  if (!/e/i.test(shortest)) return shortest;
  const [mantissa = ''] = shortest.replace('-', '').split(/e/i);
  const significant = mantissa.replace('.', '').replace(/^0+/, '').length;
  return plainDigits(Math.max(1, significant)).format(value);
}

/** One formatter per precision (1–17 digits), made on first use: making one costs ~80 µs. */
const plainFormats = new Map<number, Intl.NumberFormat>();
function plainDigits(significant: number) {
  const format =
    plainFormats.get(significant) ??
    new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: significant });
  plainFormats.set(significant, format);
  return format;
}

export function visible(fields: readonly FieldSpec[], values: FormValues) {
  return fields.filter((field) => !field.showIf || field.showIf(values));
}

/** Everything filled in, for a create. */
export function createPayload(fields: FieldSpec[], values: FormValues) {
  const payload: Record<string, unknown> = {};
  for (const field of visible(fields, values)) {
    const value = toPayloadValue(field, values[field.name]);
    if (value !== undefined) payload[field.name] = value;
  }
  return payload;
}

/** Only what changed, for an update: the API keeps the rest, and queued edits merge cleanly. */
export function updatePayload(fields: FieldSpec[], initial: FormValues, values: FormValues) {
  const payload: Record<string, unknown> = {};
  for (const field of visible(fields, values)) {
    if (dequal(initial[field.name], values[field.name])) continue;
    const value = toPayloadValue(field, values[field.name]);
    payload[field.name] = value ?? (field.kind === 'number' ? undefined : '');
  }
  return payload;
}

/**
 * What the user typed, back in the form: a queued or refused write's payload → form values, over
 * `base`. The inverse of toPayloadValue for the fields the form has.
 */
export function valuesFromPayload(fields: FieldSpec[], base: FormValues, payload: unknown) {
  if (!payload || typeof payload !== 'object') return base;
  const typed = new Map(Object.entries(payload));
  const values: FormValues = { ...base };
  for (const field of fields) {
    if (!typed.has(field.name)) continue;
    const value = typed.get(field.name);
    values[field.name] =
      field.kind === 'flag'
        ? value === 1 || value === true
        : field.kind === 'number' && typeof value === 'number'
          ? String(value)
          : value;
  }
  return values;
}

/**
 * Field errors (ours or the server's) by the form field they belong to: `headers.0.name` → headers.
 * Each names its field as the form labels it: "Address is required", not "uri is required".
 */
export function errorsByField(errors: readonly FieldError[], fields: readonly FieldSpec[] = []) {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const name = fieldOfProblem(error);
    const field = fields.find((each) => each.name === name);
    const worded = field ? problemInWords(error, name, field.label) : error.message;
    byField[name] = byField[name] ? `${byField[name]} ${worded}` : worded;
  }
  return byField;
}
