import type { FetchContext, FetchResponse } from 'ofetch';
import { errorPolicy } from '../../../model/errors/error-policy';
import { isApiError } from '../../../model/errors/errors';
import { errorForNoResponse, errorForStatus } from './failure';
import { readBoundedBody } from './read-body';

/** What ofetch carries from a request to its hooks besides its own options (it keeps every key). */
export interface RequestFacts {
  operation: string;
  maxBytes?: number;
  /** The caller's own signal; each try adds the time limit to it (see `limitTime`). */
  callerSignal?: AbortSignal;
  anonymous?: boolean;
}

/** ofetch's hook context for one of our requests; `_data` is the body's bytes once read. */
export type HttpContext = FetchContext<Uint8Array> & {
  options: FetchContext['options'] & RequestFacts;
};
export type AnsweredContext = HttpContext & { response: FetchResponse<Uint8Array> };
export type Hook<C> = (context: C) => void | Promise<void>;

/** An error answer's message is a sentence or a problem+json object: more is not read. */
const ERROR_BODY_MAX_BYTES = 64 * 1024;

/**
 * A caller's deadline (AbortSignal.timeout) running out is a timeout, not a cancel: the server
 * did not answer in time, and the glance should say so.
 */
const callerAborted = ({ options }: HttpContext) =>
  options.callerSignal?.aborted === true && options.callerSignal.reason?.name !== 'TimeoutError';

/** Whether ofetch will send this request again (a client's hook asked it to), so no error yet. */
const willRetry = ({ options, response }: AnsweredContext) =>
  typeof options.retry === 'number' &&
  options.retry > 0 &&
  options.retryStatusCodes?.includes(response.status) === true;

export const textOf = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/**
 * The hooks every request of both clients runs (lib/background/api/http/http.ts says why each is ours):
 * `limitTime` (onRequest), `noAnswer` (onRequestError), `readBody` (onResponse) and `refusal`
 * (onResponseError, the one mapping of an error status to an ApiError).
 */
export function answerHooks({ timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number }) {
  function limitTime({ options }: HttpContext) {
    const { callerSignal } = options;
    const limit = AbortSignal.timeout(timeoutMs);
    options.signal = callerSignal ? AbortSignal.any([limit, callerSignal]) : limit;
  }

  function noAnswer(context: HttpContext & { error: Error }): never {
    const cause = (context.error as { cause?: unknown }).cause ?? context.error;
    throw errorForNoResponse(context.options.operation, cause, callerAborted(context));
  }

  async function readBody(context: AnsweredContext) {
    const { options, response } = context;
    context.response._data = await readBoundedBody({
      operation: options.operation,
      status: response.status,
      headers: response.headers,
      body: response._data as unknown as ReadableStream<Uint8Array> | null,
      maxBytes: response.ok ? (options.maxBytes ?? maxBytes) : ERROR_BODY_MAX_BYTES,
      signal: options.signal as AbortSignal,
      callerAborted: () => callerAborted(context),
    }).catch((error: unknown) => {
      // An error's body only adds the server's words: a huge or broken one is dropped, and
      // the status still says what happened (a 429 stays a 429).
      if (!response.ok && isApiError(error) && errorPolicy[error.kind].answerUnread)
        return new Uint8Array();
      throw error;
    });
  }

  function refusal(context: AnsweredContext) {
    if (willRetry(context)) return;
    const { options, response } = context;
    // An image operation's error is still a JSON problem, read as text whatever was asked for.
    throw errorForStatus(
      options.operation,
      response.status,
      textOf(response._data),
      response.headers.get('Retry-After'),
    );
  }

  return { limitTime, noAnswer, readBody, refusal };
}
