import type { FieldError } from '../../lib/model/errors/errors';
import { fieldSentence } from '../../lib/model/errors/field-problems';

/** The form field a problem belongs to: `headers.0.name` → headers; none: the whole form. */
const FORM_WIDE = '_form';
export const fieldOfProblem = (error: FieldError) => error.field.split('.')[0] || FORM_WIDE;

/** Whether a problem is about the request field at `path` or inside it (`headers` ← `headers.0`). */
export const isUnder = (error: FieldError, path: string) =>
  error.field === path || error.field.startsWith(`${path}.`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A problem with field `name`, said as the form labels it: our own checks carry the problem
 * alone ("Name is required"); a server's reason that starts with the API's name of the field
 * reads with the label instead ("category must be …" → "Category must be …").
 */
export function problemInWords(error: FieldError, name: string, label: string) {
  if (error.problem) return fieldSentence(label, error.problem);
  const named = error.field === name || error.field.split('.')[0] === name;
  return named
    ? error.message.replace(new RegExp(`^${escapeRegExp(name)}\\b`), label)
    : error.message;
}

/** The server's problems, less those of fields a newer check has spoken about. */
export function newerFirst(server: readonly FieldError[], newer: readonly FieldError[]) {
  const checked = new Set(newer.map(fieldOfProblem));
  return [...server.filter((problem) => !checked.has(fieldOfProblem(problem))), ...newer];
}
