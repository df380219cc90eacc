import { errorPolicy } from './error-policy';

/**
 * The one error type both API clients throw. What each `kind` means for retrying, resending and
 * the glance is decided in one table, lib/model/errors/error-policy.ts; the UI shows `message`, which is
 * written for people and never contains a secret
 * (no tokens, passwords or Authorization headers: messages are built from fixed text, the
 * operation name, the HTTP status and the server's own error text).
 */
export type ApiErrorKind =
  /** No connection: DNS failure, refused, reset, or the browser is offline. */
  | 'offline'
  /** No answer in time: the server hangs, or drips its answer too slowly. */
  | 'timeout'
  /** The answer began but the connection broke before it was whole. */
  | 'interrupted'
  /** The answer is bigger than Gatehouse will hold: a body over the byte bound, endless pages. */
  | 'too-large'
  /** The caller cancelled (AbortSignal). */
  | 'aborted'
  /** Signed out, bad credentials, or a token the server would not accept even after re-login. */
  | 'auth'
  /** 400 / 422: the server named what is wrong (see `fieldErrors`). */
  | 'validation'
  | 'not-found'
  | 'conflict'
  /** 429: wait `retryAfter` seconds. */
  | 'rate-limited'
  /** 500, 503 and other 5xx: the server failed and says so. */
  | 'server'
  /** 502 / 504: a gateway lost the server's answer; the request may have been applied. */
  | 'gateway'
  /** Another 4xx the request cannot fix by retrying, e.g. 406 Not Acceptable. */
  | 'rejected'
  /** A 2xx whose body is not what the API promises (not JSON, truncated, wrong shape). */
  | 'bad-response'
  /** Settings missing or invalid (no base URL, a bad route override). */
  | 'config'
  /** Gatehouse itself failed around a request, e.g. IndexedDB broke while saving an answer. */
  | 'local'
  /** This device's storage is full: IndexedDB refused to keep what came (`isStorageFull`). */
  | 'storage-full';

export interface FieldError {
  /** Dotted path of the field, e.g. `headers.0.name`; empty for the request as a whole. */
  field: string;
  message: string;
  /**
   * Our own checks only: what is wrong, worded to follow the field's name (field-problems.ts), so
   * a form can name the field as its label does. A server's reason has only `message`.
   */
  problem?: string;
}

export interface ApiErrorDetails {
  operation: string;
  status?: number;
  retryAfter?: number;
  fieldErrors?: FieldError[];
  /** For bad-response: where in the payload the problem is. */
  path?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operation: string;
  readonly status?: number;
  readonly retryable: boolean;
  /** Seconds to wait before retrying (from Retry-After). */
  readonly retryAfter?: number;
  readonly fieldErrors: FieldError[];
  readonly path?: string;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.operation = details.operation;
    this.status = details.status;
    this.retryable = errorPolicy[kind].retry === 'automatically';
    this.retryAfter = details.retryAfter;
    this.fieldErrors = details.fieldErrors ?? [];
    this.path = details.path;
  }

  /** Plain data for messages, Dexie rows and the outbox inspector. */
  toJSON() {
    return {
      kind: this.kind,
      message: this.message,
      operation: this.operation,
      status: this.status,
      retryable: this.retryable,
      retryAfter: this.retryAfter,
      fieldErrors: this.fieldErrors,
      path: this.path,
    };
  }
}

export type ApiErrorData = ReturnType<ApiError['toJSON']>;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * How Chromium says its disk is full when no quota stopped the write first (an extension with
 * `unlimitedStorage` has none): measured in Chromium 156 on a full file system, an UnknownError
 * whose message names FILE_ERROR_NO_SPACE (rows), and a DataError "Failed to write blobs
 * (IOError)" (values large enough to be kept as files). docs/ERRORS.md, "A full disk".
 */
const CHROMIUM_NO_SPACE = /FILE_ERROR_NO_SPACE|Failed to write blobs/;

/**
 * Whether storage refused a write for want of space: a DOMException named `QuotaExceededError`
 * (a quota's refusal, and Dexie's error of that name), or Chromium's full disk. Chromium's come
 * when the transaction commits, not from the put itself.
 */
export function isStorageFull(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return (
    name === 'QuotaExceededError' ||
    (typeof message === 'string' && CHROMIUM_NO_SPACE.test(message))
  );
}
