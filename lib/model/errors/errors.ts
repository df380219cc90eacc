import { type ApiErrorKind, errorPolicy } from './error-policy';

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
