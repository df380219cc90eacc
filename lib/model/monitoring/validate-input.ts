import type * as v from 'valibot';
import { message } from '../../platform/i18n';
import { ApiError } from '../errors/errors';
import { checkFieldInput } from '../errors/field-problems';
import { operationWords } from '../errors/operation-words';

/*
 * Client-side checks of request bodies, so the options page can mark bad fields before anything
 * is queued or sent, and so the client never sends a body it already knows is wrong. Messages
 * name the field and never echo the value (an authPassword must not end up in an error).
 */

/**
 * Checks `input` and returns the cleaned body (trimmed, unknown fields dropped), or throws the
 * same ApiError a server's 422 would: kind 'validation' with `fieldErrors`, no status.
 */
export function validateMonitoringInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  operation = 'Check input',
): v.InferOutput<TSchema> {
  const checked = checkFieldInput(schema, input);
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
