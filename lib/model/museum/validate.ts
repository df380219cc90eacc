import * as v from 'valibot';
import { message } from '../../platform/i18n';
import { ApiError, type FieldError } from '../errors/errors';
import { operationWords } from '../errors/operation-words';

function fieldErrorOf(issue: v.BaseIssue<unknown>): FieldError {
  const field = v.getDotPath(issue) ?? '';
  // valibot reports a left-out field as "Invalid key: Expected …"; people need plainer words.
  const missing = issue.kind === 'schema' && issue.input === undefined;
  return { field, message: missing ? message('fieldRequired') : issue.message };
}

/** `input` as the schema outputs it, or what is wrong with it field by field. For forms. */
export function checkMuseumInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success
    ? { success: true as const, output: result.output, fieldErrors: [] }
    : { success: false as const, fieldErrors: result.issues.map(fieldErrorOf) };
}

/**
 * `input` as `schema` outputs it (trimmed, blanks dropped), or an ApiError of kind `validation`
 * listing each bad field: nothing the server would refuse is ever sent. The message names fields
 * and our own fixed texts, never the values typed.
 */
export function validateMuseumInput<TSchema extends v.GenericSchema>(
  operation: string,
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fieldErrors = result.issues.map(fieldErrorOf);
  const summary = fieldErrors
    .map(({ field, message }) => (field ? `${field}: ${message}` : message))
    .join('; ');
  throw new ApiError('validation', message('errorNotSent', [operationWords(operation), summary]), {
    operation,
    fieldErrors,
  });
}
