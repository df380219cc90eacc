import { dequal } from 'dequal';

/** The kinds of input a record form can have; each maps to one control in FieldControl.tsx. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'url'
  | 'password'
  | 'number'
  | 'textarea'
  | 'select'
  | 'flag'
  | 'checkboxes'
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
  /** Shown only when this says so, e.g. inputs that depend on the monitor type. */
  showIf?: (values: FormValues) => boolean;
}

export type FormValues = Record<string, unknown>;

/** Form values → request payload: numbers as numbers, flags as 0/1, blanks left out. */
export function toPayloadValue(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'number')
    return value === '' || value === undefined ? undefined : Number(value);
  if (field.kind === 'flag') return value ? 1 : 0;
  if (field.kind === 'datetime' && typeof value === 'string' && value)
    return new Date(value).toISOString();
  if (typeof value === 'string') return value === '' ? undefined : value;
  return value;
}

function visible(fields: FieldSpec[], values: FormValues) {
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
 * Field errors (ours or the server's) by the form field they belong to: `headers.0.name` → headers.
 * `fieldOf` maps paths whose first segment is not a form field (a window's `schedule.end` → end).
 */
export function errorsByField(
  errors: readonly { field: string; message: string }[],
  fieldOf?: (path: string) => string | undefined,
) {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const name = fieldOf?.(error.field) || error.field.split('.')[0] || '_form';
    byField[name] = byField[name] ? `${byField[name]} ${error.message}` : error.message;
  }
  return byField;
}
