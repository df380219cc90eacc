import { ApiError, type ApiErrorKind, type FieldError } from '../../../model/errors/errors';
import { operationWords } from '../../../model/errors/operation-words';
import { message } from '../../../platform/i18n';

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
  return seconds < 120
    ? message('waitSeconds', String(seconds))
    : message('waitMinutes', String(Math.round(seconds / 60)));
}

/** Our sentence about a failure, then the server's own words (never translated) if it sent any. */
function withServerWords(ours: string, said: string | undefined) {
  return said ? `${ours} ${message('errorServerSaid', said)}` : ours;
}

/**
 * The server's reason in its own words: what it said of each field ("name is already used by
 * another category") rather than its headline alone ("Validation failed"), so the popup's alert
 * and the outbox say why, as the form does by the field.
 */
function reasonsOf({ message: headline, fieldErrors }: ServerComplaint): string | undefined {
  const fields = fieldErrors
    .map(({ field, message: said }) =>
      !field || said.toLowerCase().startsWith(field.toLowerCase()) ? said : `${field}: ${said}`,
    )
    .join('; ');
  return (fields || headline)?.slice(0, 300) || undefined;
}

/** Maps an HTTP failure status to the error kind and a message a person can act on. */
export function errorForStatus(
  operation: string,
  status: number,
  bodyText: string,
  retryAfterHeader: string | null,
): ApiError {
  const complaint = readComplaint(bodyText);
  const { fieldErrors } = complaint;
  const said = reasonsOf(complaint);
  const words = [operationWords(operation), String(status)];
  const error = (kind: ApiErrorKind, ours: string) =>
    new ApiError(kind, withServerWords(ours, said), { operation, status, fieldErrors });
  if (status === 400 || status === 422) return error('validation', message('errorInvalid', words));
  if (status === 401 || status === 403) return error('auth', message('errorNotAllowed', words));
  if (status === 404) return error('not-found', message('errorNotFound', words));
  if (status === 409) return error('conflict', message('errorConflict', words));
  // 408: the server gave up waiting for the request; it may have begun on it all the same.
  if (status === 408) return error('timeout', message('errorTimeout', words[0] ?? ''));
  // 425 Too Early asks for the request again later, as 429 does.
  if (status === 429 || status === 425) {
    const retryAfter = parseRetryAfter(retryAfterHeader);
    const wait = retryAfter === undefined ? message('waitAWhile') : waitInWords(retryAfter);
    return new ApiError('rate-limited', message('errorRateLimited', [words[0] ?? '', wait]), {
      operation,
      status,
      fieldErrors,
      retryAfter,
    });
  }
  if (status === 502 || status === 504) return error('gateway', message('errorGateway', words));
  // RFC 9110 §10.2.3: with a 503, Retry-After says how long the service expects to be unavailable.
  const unavailableFor = status === 503 ? parseRetryAfter(retryAfterHeader) : undefined;
  if (unavailableFor !== undefined) {
    const ours = message('errorServerRetryIn', [...words, waitInWords(unavailableFor)]);
    return new ApiError('server', withServerWords(ours, said), {
      operation,
      status,
      fieldErrors,
      retryAfter: unavailableFor,
    });
  }
  if (status >= 500) return error('server', message('errorServer', words));
  return error('rejected', message('errorRejected', words));
}

/** A request that got no HTTP answer at all. */
export function errorForNoResponse(
  operation: string,
  cause: unknown,
  callerAborted: boolean,
): ApiError {
  const name = (cause as { name?: string } | undefined)?.name;
  const words = operationWords(operation);
  if (callerAborted)
    return new ApiError('aborted', message('errorCancelled', words), { operation, cause });
  if (name === 'TimeoutError' || name === 'AbortError')
    return new ApiError('timeout', message('errorTimeout', words), { operation, cause });
  return new ApiError('offline', message('errorOffline', words), { operation, cause });
}
