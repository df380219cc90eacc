import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Every monitoring error is `{error, errorMessages?}` (the Error and ErrorMessages records
 * docs/MONITORING-API.md names; their fields are ours, tests/server/CONTRACT.md). Thrown as an HTTPException so handlers stay linear; Hono answers with the response.
 */
export function apiError(
  status: ContentfulStatusCode,
  error: string,
  extra: { errorMessages?: FieldError[]; headers?: Record<string, string> } = {},
): HTTPException {
  const body = extra.errorMessages ? { error, errorMessages: extra.errorMessages } : { error };
  const res = new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...extra.headers },
  });
  return new HTTPException(status, { res });
}

/** 422 naming one field: for rules that need state (unknown reference, wrong window state). */
export function fieldError(field: string, message: string): HTTPException {
  return apiError(422, 'Validation failed', { errorMessages: [{ field, message }] });
}

/** Looks a record up by the route's id, or answers 404 `{"error": "<Kind> not found"}`. */
export function findOr404<T>(records: Map<string, T>, id: string, kind: string): T {
  const record = records.get(id);
  if (!record) throw apiError(404, `${kind} not found`);
  return record;
}
