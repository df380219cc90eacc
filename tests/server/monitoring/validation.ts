import * as v from 'valibot';
import { apiError, type FieldError } from './api-error';

/** `headers.0.name`-style path of an issue; a problem with the whole body is `request`. */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  const keys = issue.path?.map((item) => String(item.key)) ?? [];
  return keys.length > 0 ? keys.join('.') : 'request';
}

/** valibot reports a missing key with a generic message; clients want "<field> is required". */
function messageOf(issue: v.BaseIssue<unknown>, field: string): string {
  if (issue.kind === 'schema' && issue.received === 'undefined') return `${field} is required`;
  return issue.message;
}

/** One message per field (the first problem found), in the order valibot reported them. */
function issuesToFieldErrors(issues: v.BaseIssue<unknown>[]): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (!byField.has(field)) byField.set(field, messageOf(issue, field));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** Parses `input` or throws the contract's 422 `{error, errorMessages: [{field, message}]}`. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw apiError(422, 'Validation failed', { errorMessages: issuesToFieldErrors(result.issues) });
}

/** A whole number from a query string, e.g. `?page=2`. */
function queryInteger(field: string, min: number, max: number, fallback: number) {
  const message = `${field} must be an integer from ${min} to ${max}`;
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, message),
      v.transform(Number),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    String(fallback),
  );
}

const MAX_PAGE_LIMIT = 500;

/** `page` (1-based, default 1) and `limit` (default 50, max 500) of every list. */
export const PagingQuery = v.object({
  page: queryInteger('page', 1, Number.MAX_SAFE_INTEGER, 1),
  limit: queryInteger('limit', 1, MAX_PAGE_LIMIT, 50),
});
export type Paging = v.InferOutput<typeof PagingQuery>;

/** The body as an object: updates merge it over the stored record before validating. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw apiError(422, 'Validation failed', {
      errorMessages: [{ field: 'request', message: 'request body must be a JSON object' }],
    });
  }
  return body as Record<string, unknown>;
}
