import { ofetch } from 'ofetch';
import type * as v from 'valibot';
import { isApiError } from './errors';
import { errorForNoResponse, errorForStatus } from './failure';
import { parseJson, parseWith } from './parse-answer';
import { DEFAULT_MAX_BYTES, readBoundedBody } from './read-body';

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
  /** The most of the answer's body to read (lib/api/read-body.ts); the client's bound if absent. */
  maxBytes?: number;
}

export interface HttpOptions {
  baseURL: string;
  /** Per-request time limit, body included; the caller's AbortSignal still applies too. */
  timeoutMs?: number;
  /** Bodies over this many bytes are refused unread (default DEFAULT_MAX_BYTES). */
  maxBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** An error answer's message is a sentence or a problem+json object: more is not read. */
const ERROR_BODY_MAX_BYTES = 64 * 1024;
const UNREAD_ERROR_BODY = new Set(['too-large', 'interrupted']);

interface Answer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
}

const textOf = (answer: Answer) => new TextDecoder().decode(answer.bytes);

/**
 * The transport both clients share: ofetch with no automatic retries (the outbox and the sync
 * scheduler own retry policy), a time limit per request that covers its body too, a bound on how
 * much of an answer is read, and every failure turned into ApiError.
 */
export function createHttp(options: HttpOptions) {
  const { baseURL, timeoutMs = DEFAULT_TIMEOUT_MS, maxBytes = DEFAULT_MAX_BYTES } = options;
  const $fetch = ofetch.create({ baseURL, retry: 0, ignoreResponseError: true });

  async function send(request: HttpRequest): Promise<Answer> {
    const signals = [AbortSignal.timeout(timeoutMs), ...(request.signal ? [request.signal] : [])];
    const signal = AbortSignal.any(signals);
    // A caller's deadline (AbortSignal.timeout) running out is a timeout, not a cancel: the
    // server did not answer in time, and the glance should say so.
    const callerAborted = () =>
      request.signal?.aborted === true && request.signal.reason?.name !== 'TimeoutError';
    let response: Awaited<ReturnType<typeof $fetch.raw>>;
    try {
      response = await $fetch.raw(request.path, {
        method: request.method,
        query: request.query,
        body: request.body as Record<string, unknown> | undefined,
        headers: { ...request.headers, Accept: request.answers.join(', ') },
        signal,
        responseType: 'stream',
      });
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause ?? error;
      throw errorForNoResponse(request.operation, cause, callerAborted());
    }
    const answer: Answer = {
      status: response.status,
      headers: response.headers,
      bytes: await readBoundedBody({
        operation: request.operation,
        status: response.status,
        headers: response.headers,
        body: response._data as ReadableStream<Uint8Array> | null,
        maxBytes: response.ok ? (request.maxBytes ?? maxBytes) : ERROR_BODY_MAX_BYTES,
        signal,
        callerAborted,
      }).catch((error: unknown) => {
        // An error's body only adds the server's words: a huge or broken one is dropped, and
        // the status still says what happened (a 429 stays a 429).
        if (!response.ok && isApiError(error) && UNREAD_ERROR_BODY.has(error.kind))
          return new Uint8Array();
        throw error;
      }),
    };
    if (!response.ok) {
      // An image operation's error is still a JSON problem, read as text whatever was asked for.
      throw errorForStatus(
        request.operation,
        response.status,
        textOf(answer),
        response.headers.get('Retry-After'),
      );
    }
    return answer;
  }

  return {
    /** A JSON answer, validated against `schema`. */
    async json<T>(request: HttpRequest, schema: v.GenericSchema<unknown, T>): Promise<T> {
      const answer = await send(request);
      const data = parseJson(request.operation, textOf(answer), answer.status);
      return parseWith(request.operation, schema, data, answer.status);
    },
    /**
     * An answer that should carry no body (e.g. 204 No Content). A body, if any, must still be
     * JSON: a broken one means this was not the API answering, so the write may not have happened.
     */
    async empty(request: HttpRequest): Promise<void> {
      const answer = await send(request);
      const text = textOf(answer);
      if (text.trim()) parseJson(request.operation, text, answer.status);
    },
    /** A binary answer, with its content type. */
    async blob(request: HttpRequest): Promise<Blob> {
      const answer = await send(request);
      const type = answer.headers.get('Content-Type') ?? '';
      return new Blob([answer.bytes as BlobPart], { type });
    },
  };
}

export type Http = ReturnType<typeof createHttp>;
