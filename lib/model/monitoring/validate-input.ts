import * as v from 'valibot';
import { ApiError, type FieldError } from '../errors';
import { message } from '../i18n';
import { operationWords } from '../operation-words';

/*
 * Client-side checks of request bodies, so the options page can mark bad fields before anything
 * is queued or sent, and so the client never sends a body it already knows is wrong. Messages
 * name the field and never echo the value (an authPassword must not end up in an error).
 */

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  Object: 'an object',
  Array: 'a list',
};

/** For issues whose schema has no message of its own: plain words, no received value. */
function plainMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.input === undefined) return 'is required';
  if (issue.kind === 'schema') {
    const expected = issue.expected ?? '';
    return `must be ${TYPE_WORDS[expected] ?? expected.replaceAll('"', '')}`;
  }
  return 'is not valid';
}

/** One error per field (the first found), each message starting with the field's name. */
function fieldErrorsFromIssues(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    if (byField.has(field)) continue;
    const message = field ? `${field} ${issue.message}` : `The request ${issue.message}`;
    byField.set(field, { field, message });
  }
  return [...byField.values()];
}

export type InputCheck<T> =
  | { success: true; output: T; fieldErrors: [] }
  | { success: false; output?: undefined; fieldErrors: FieldError[] };

/** Checks `input` against a request schema without throwing: what a form uses on submit. */
export function checkMonitoringInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): InputCheck<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input, { message: plainMessage });
  if (result.success) return { success: true, output: result.output, fieldErrors: [] };
  return { success: false, fieldErrors: fieldErrorsFromIssues(result.issues) };
}

/**
 * Checks `input` and returns the cleaned body (trimmed, unknown fields dropped), or throws the
 * same ApiError a server's 422 would: kind 'validation' with `fieldErrors`, no status.
 */
export function validateMonitoringInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  operation = 'Check input',
): v.InferOutput<TSchema> {
  const checked = checkMonitoringInput(schema, input);
  if (checked.success) return checked.output;
  const [first, ...rest] = checked.fieldErrors;
  const problem = first?.message ?? message('errorInputInvalid');
  const problems = rest.length
    ? message('errorInputMore', [problem, String(rest.length)])
    : problem;
  throw new ApiError('validation', `${operationWords(operation)}: ${problems}.`, {
    operation,
    fieldErrors: checked.fieldErrors,
  });
}
