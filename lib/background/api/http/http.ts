import { type FetchOptions, ofetch } from 'ofetch';
import type * as v from 'valibot';
import {
  type AnsweredContext,
  answerHooks,
  type Hook,
  type HttpContext,
  type RequestFacts,
  textOf,
} from './answer-hooks';
import { parseJson, parseWith } from './parse-answer';
import { DEFAULT_MAX_BYTES } from './read-body';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  /** A human name of the operation, used in error messages ("Create monitor"). */
  operation: string;
  method: HttpMethod;
  path: string;
  /**
   * Every media type the operation answers with, success and error alike; sent as `Accept`
   * exactly, because a server that negotiates answers 406 to an Accept that leaves out what the
   * operation returns (docs/MUSEUM.md "Content negotiation").
   */
  answers: readonly [string, ...string[]];
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** The most of the answer's body to read (lib/background/api/http/read-body.ts); the client's bound if absent. */
  maxBytes?: number;
  /** Sent without an Authorization header: the sign-in request itself. */
  anonymous?: boolean;
}

export interface HttpOptions {
  baseURL: string;
  /** Per-request time limit, body included; the caller's AbortSignal still applies too. */
  timeoutMs?: number;
  /** Bodies over this many bytes are refused unread (default DEFAULT_MAX_BYTES). */
  maxBytes?: number;
  /** The client's own hook, run after the time limit is set: its Authorization header. */
  onRequest?: Hook<HttpContext>;
  /** The client's own hook, run before the status is mapped to an ApiError. */
  onResponseError?: Hook<AnsweredContext>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The transport both clients share: ofetch with hooks. ofetch's own retries are off (the outbox
 * and the sync scheduler own retry policy; a client may ask for one retry from its hook), every
 * failure becomes an ApiError in one place per kind (no answer: onRequestError; an error status:
 * onResponseError), and two things are ours rather than ofetch's, because ofetch cannot do them:
 * - the time limit: ofetch's `timeout` stops at the headers, ours covers the body (a server that
 *   drips its answer times out too);
 * - reading the body: ofetch reads it whole before any hook can see its size, so it is taken as a
 *   stream (`responseType: 'stream'`) and read in onResponse with a byte bound (read-body.ts).
 * JSON parsing and the schema happen at the call (`json`), so a bad body says which operation.
 */
export function createHttp(options: HttpOptions) {
  const { baseURL, timeoutMs = DEFAULT_TIMEOUT_MS, maxBytes = DEFAULT_MAX_BYTES } = options;
  const { limitTime, noAnswer, readBody, refusal } = answerHooks({ timeoutMs, maxBytes });

  // ofetch types its hooks with its own options only; ours read RequestFacts too, which ofetch
  // passes through untouched (its options are spread, never filtered).
  const hooks = {
    onRequest: options.onRequest ? [limitTime, options.onRequest] : limitTime,
    onRequestError: noAnswer,
    onResponse: readBody,
    onResponseError: options.onResponseError ? [options.onResponseError, refusal] : refusal,
  } as unknown as Pick<
    FetchOptions,
    'onRequest' | 'onRequestError' | 'onResponse' | 'onResponseError'
  >;
  const $fetch = ofetch.create({
    baseURL,
    retry: 0,
    responseType: 'stream',
    ...hooks,
  });

  function fetchOptions(request: HttpRequest) {
    const fetchOptions: FetchOptions<'stream'> & RequestFacts = {
      method: request.method,
      query: request.query,
      body: request.body as Record<string, unknown> | undefined,
      headers: { Accept: request.answers.join(', ') },
      operation: request.operation,
      maxBytes: request.maxBytes,
      callerSignal: request.signal,
      anonymous: request.anonymous,
    };
    return fetchOptions;
  }

  return {
    /** A JSON answer, validated against `schema`. */
    async json<T>(request: HttpRequest, schema: v.GenericSchema<unknown, T>): Promise<T> {
      const response = await $fetch.raw(request.path, fetchOptions(request));
      const text = textOf(response._data as unknown as Uint8Array | undefined);
      const data = parseJson(request.operation, text, response.status);
      return parseWith(request.operation, schema, data, response.status);
    },
    /**
     * An answer that should carry no body (e.g. 204 No Content). A body, if any, must still be
     * JSON: a broken one means this was not the API answering, so the write may not have happened.
     */
    async empty(request: HttpRequest): Promise<void> {
      const response = await $fetch.raw(request.path, fetchOptions(request));
      const text = textOf(response._data as unknown as Uint8Array | undefined);
      if (text.trim()) parseJson(request.operation, text, response.status);
    },
    /** A binary answer, with its content type. */
    async blob(request: HttpRequest): Promise<Blob> {
      const response = await $fetch.raw(request.path, fetchOptions(request));
      const bytes = (response._data as unknown as Uint8Array | undefined) ?? new Uint8Array();
      const type = response.headers.get('Content-Type') ?? '';
      return new Blob([bytes as BlobPart], { type });
    },
  };
}

export type Http = ReturnType<typeof createHttp>;
