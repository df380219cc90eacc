import { ApiError, type FieldError } from '../../model/errors';

/** What a server said about a failed request, from any of the bodies the two APIs send. */
interface ServerComplaint {
  message?: string;
  fieldErrors: FieldError[];
}

function asFieldErrors(value: unknown): FieldError[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) =>
      item && typeof item === 'object' && 'message' in item
        ? [
            {
              field: String((item as { field?: unknown }).field ?? ''),
              message: String(item.message),
            },
          ]
        : typeof item === 'string'
          ? [{ field: '', message: item }]
          : [],
    );
  }
  if (value && typeof value === 'object') {
    // The `{field: ["message", …]}` map many APIs use.
    return Object.entries(value).flatMap(([field, messages]) =>
      (Array.isArray(messages) ? messages : [messages]).map((m) => ({ field, message: String(m) })),
    );
  }
  return [];
}

/** Reads `{error, errorMessages}` (monitoring) and problem+json `{type, title, detail}` (museum). */
function readComplaint(text: string): ServerComplaint {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { fieldErrors: [] };
  }
  if (!body || typeof body !== 'object') return { fieldErrors: [] };
  const b = body as Record<string, unknown>;
  const error = b.error;
  const message =
    (typeof error === 'string' && error) ||
    (error &&
    typeof error === 'object' &&
    typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : undefined) ||
    (typeof b.detail === 'string' && b.detail) ||
    (typeof b.title === 'string' && b.title) ||
    (typeof b.message === 'string' && b.message) ||
    undefined;
  return {
    message: message?.slice(0, 300),
    fieldErrors: asFieldErrors(b.errorMessages ?? b.errors),
  };
}

/** The longest wait a Retry-After may impose: a server asking for days is not believed. */
const MAX_RETRY_AFTER_SECONDS = 3600;

/*
 * RFC 9110 §10.2.3: `Retry-After = HTTP-date / delay-seconds`, delay-seconds being digits only;
 * an HTTP-date is IMF-fixdate or one of the two obsolete forms (RFC 850, asctime), which a
 * recipient must accept too. Anything else (negative, fractional, words) is not a Retry-After.
 */
const DELAY_SECONDS = /^\d+$/;
const HTTP_DATES = [
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
  /^[A-Z][a-z]+day, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/,
  /^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/,
];

/** Seconds to wait from a Retry-After header, at most an hour; undefined when it says nothing usable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  const text = header?.trim() ?? '';
  let seconds: number | undefined;
  if (DELAY_SECONDS.test(text)) seconds = Number(text);
  else if (HTTP_DATES.some((form) => form.test(text))) {
    // asctime carries no zone; it is GMT by definition.
    const date = Date.parse(text.endsWith('GMT') ? text : `${text} GMT`);
    if (!Number.isNaN(date)) seconds = Math.max(0, Math.ceil((date - now) / 1000));
  }
  return seconds === undefined ? undefined : Math.min(seconds, MAX_RETRY_AFTER_SECONDS);
}

function waitInWords(seconds: number) {
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

/** Maps an HTTP failure status to the error kind and a message a person can act on. */
export function errorForStatus(
  operation: string,
  status: number,
  bodyText: string,
  retryAfterHeader: string | null,
): ApiError {
  const { message: said, fieldErrors } = readComplaint(bodyText);
  const server = said ? ` The server said: "${said}".` : '';
  const details = { operation, status, fieldErrors };
  if (status === 400 || status === 422) {
    return new ApiError(
      'validation',
      `${operation} was refused as invalid (HTTP ${status}).${server}`,
      details,
    );
  }
  if (status === 401 || status === 403) {
    return new ApiError(
      'auth',
      `${operation} was not allowed (HTTP ${status}): sign in again or check the credentials in Settings.${server}`,
      details,
    );
  }
  if (status === 404)
    return new ApiError(
      'not-found',
      `${operation}: not found (HTTP 404); it may have been deleted.${server}`,
      details,
    );
  if (status === 409)
    return new ApiError(
      'conflict',
      `${operation} conflicts with the server's current state (HTTP 409).${server}`,
      details,
    );
  if (status === 429) {
    const retryAfter = parseRetryAfter(retryAfterHeader);
    const wait = retryAfter === undefined ? 'a while' : waitInWords(retryAfter);
    return new ApiError(
      'rate-limited',
      `${operation}: too many requests (HTTP 429); Gatehouse will retry in ${wait}.`,
      { ...details, retryAfter },
    );
  }
  if (status === 502 || status === 504)
    return new ApiError(
      'gateway',
      `${operation}: a gateway between Gatehouse and the server failed (HTTP ${status}); the server may have done it anyway.${server}`,
      details,
    );
  if (status >= 500)
    return new ApiError(
      'server',
      `${operation}: the server failed (HTTP ${status}); Gatehouse will retry.${server}`,
      details,
    );
  return new ApiError('rejected', `${operation} was rejected (HTTP ${status}).${server}`, details);
}

/** A request that got no HTTP answer at all. */
export function errorForNoResponse(
  operation: string,
  cause: unknown,
  callerAborted: boolean,
): ApiError {
  const name = (cause as { name?: string } | undefined)?.name;
  if (callerAborted)
    return new ApiError('aborted', `${operation} was cancelled.`, { operation, cause });
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ApiError(
      'timeout',
      `${operation} timed out: the server did not answer in time. Gatehouse will retry.`,
      { operation, cause },
    );
  }
  return new ApiError(
    'offline',
    `${operation} could not reach the server: check the network or the address in Settings. Gatehouse will retry.`,
    { operation, cause },
  );
}
