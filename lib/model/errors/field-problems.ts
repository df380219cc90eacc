import * as v from 'valibot';
import { type MessageKey, message } from '../../platform/i18n';
import type { FieldError } from './errors';

/*
 * What is wrong with one field of a request, worded as the end of a sentence that starts with the
 * field's name: "is required", "must be after the start". The background names the field as the
 * API does ("uri is required"); a form names it as its label does ("Address is required"), with
 * the same `fieldProblem` message, so both APIs' forms word every error one way, in the browser's
 * language.
 */

type ProblemKey = Extract<MessageKey, `problem${string}`>;

/** A valibot message: worded when the check fails, so in the language the browser has then. */
export const problem =
  (key: ProblemKey, substitutions: string[] = []) =>
  () =>
    message(key, substitutions);

/** A field and what is wrong with it, as one sentence. */
export const fieldSentence = (name: string, what: string) => message('fieldProblem', [name, what]);

/** For issues whose schema has no message of its own: plain words, never the received value. */
function plainProblem(issue: v.BaseIssue<unknown>): string {
  if (issue.input === undefined) return message('problemRequired');
  if (issue.expected === 'number') return message('problemNumber');
  if (issue.expected === 'string') return message('problemText');
  return message('problemNotValid');
}

/** One error per field (the first found). Never echoes a value (an authPassword stays out). */
function fieldErrorsFromIssues(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    if (byField.has(field)) continue;
    const what = issue.message;
    byField.set(
      field,
      field
        ? { field, message: fieldSentence(field, what), problem: what }
        : { field, message: what },
    );
  }
  return [...byField.values()];
}

export type InputCheck<T> =
  | { success: true; output: T; fieldErrors: [] }
  | { success: false; output?: undefined; fieldErrors: FieldError[] };

/** Checks `input` against a request schema without throwing: what a form uses on submit. */
export function checkFieldInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): InputCheck<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input, { message: plainProblem });
  if (result.success) return { success: true, output: result.output, fieldErrors: [] };
  return { success: false, fieldErrors: fieldErrorsFromIssues(result.issues) };
}
