import { type FetchResponse, ofetch } from 'ofetch';
import * as v from 'valibot';
import { ApiError } from './errors';
import { errorForNoResponse, errorForStatus } from './failure';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  /** A human name of the operation, used in error messages ("Create monitor"). */
  operation: string;
  method: HttpMethod;
  path: string;
  /**
   * Every media type the operation answers with, success and error alike; sent as `Accept`
   * exactly, because a server that negotiates answers 406 to an Accept that leaves out what the
   * operation returns (museum-api.md "Content negotiation").
   */
  answers: readonly [string, ...string[]];
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpOptions {
  baseURL: string;
  /** Per-request time limit; the caller's AbortSignal still applies too. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Turns a parsed body into the typed value, or a bad-response error naming the bad field. */
export function parseWith<T>(
  operation: string,
  schema: v.GenericSchema<unknown, T>,
  data: unknown,
  status?: number,
): T {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue) ?? '(root)';
  throw new ApiError(
    'bad-response',
    `${operation}: the server's answer is not what this API returns (at "${path}": ${issue.message}). Check the address in Settings.`,
    { operation, path, status },
  );
}

/**
 * `status` is that of a 2xx whose body could not be read: kept on the error because a write the
 * server answered 201 to did happen, whatever its body says (see error-policy.ts).
 */
function parseJson(operation: string, text: string, status?: number): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    const looksHtml = /^\s*</.test(text);
    throw new ApiError(
      'bad-response',
      looksHtml
        ? `${operation}: the server answered with a web page, not the API. Check the address in Settings.`
        : `${operation}: the server's answer is not valid JSON (it may have been cut off).`,
      { operation, path: '(root)', cause, status },
    );
  }
}

async function textOf(data: unknown): Promise<string> {
  if (typeof data === 'string') return data;
  if (data instanceof Blob) return data.text().catch(() => '');
  return '';
}

/**
 * The transport both clients share: ofetch with no automatic retries (the outbox and the sync
 * scheduler own retry policy), a time limit per request, and every failure turned into ApiError.
 */
export function createHttp({ baseURL, timeoutMs = DEFAULT_TIMEOUT_MS }: HttpOptions) {
  const $fetch = ofetch.create({
    baseURL,
    retry: 0,
    ignoreResponseError: true,
  });

  async function send<R extends 'text' | 'blob'>(request: HttpRequest, responseType: R) {
    const signals = [AbortSignal.timeout(timeoutMs), ...(request.signal ? [request.signal] : [])];
    let response: FetchResponse<unknown>;
    try {
      response = await $fetch.raw<unknown, R>(request.path, {
        method: request.method,
        query: request.query,
        body: request.body as Record<string, unknown> | undefined,
        headers: { ...request.headers, Accept: request.answers.join(', ') },
        signal: AbortSignal.any(signals),
        responseType,
      });
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause ?? error;
      throw errorForNoResponse(request.operation, cause, request.signal?.aborted ?? false);
    }
    if (!response.ok) {
      // An image operation's error is still a JSON problem, read as text whatever was asked for.
      const text = await textOf(response._data);
      throw errorForStatus(
        request.operation,
        response.status,
        text,
        response.headers.get('Retry-After'),
      );
    }
    return response;
  }

  return {
    /** A JSON answer, validated against `schema`. */
    async json<T>(request: HttpRequest, schema: v.GenericSchema<unknown, T>): Promise<T> {
      const response = await send(request, 'text');
      const text = typeof response._data === 'string' ? response._data : '';
      const data = parseJson(request.operation, text, response.status);
      return parseWith(request.operation, schema, data, response.status);
    },
    /**
     * An answer that should carry no body (e.g. 204 No Content). A body, if any, must still be
     * JSON: a broken one means this was not the API answering, so the write may not have happened.
     */
    async empty(request: HttpRequest): Promise<void> {
      const response = await send(request, 'text');
      const text = typeof response._data === 'string' ? response._data : '';
      if (text.trim()) parseJson(request.operation, text, response.status);
    },
    /** A binary answer, with its content type. */
    async blob(request: HttpRequest): Promise<Blob> {
      const response = await send(request, 'blob');
      return response._data instanceof Blob ? response._data : new Blob([]);
    },
  };
}

export type Http = ReturnType<typeof createHttp>;
