import { ApiError } from '../../../model/errors/errors';
import { operationWords } from '../../../model/errors/operation-words';
import { message } from '../../../platform/i18n';
import { errorForNoResponse } from './failure';

/**
 * The most of one answer Gatehouse reads. The largest real answer is a 500-record monitors page
 * (about 350 KB at ~700 bytes a monitor) or an unpaged list of thousands of telephone codes
 * (about 1 MB); 8 MB leaves room for servers that say more per record, while a hostile body
 * costs the service worker at most this much plus its parse.
 */
export const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

function sizeInWords(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / 1024 / 1024)} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

function tooLarge(operation: string, maxBytes: number, status: number) {
  return new ApiError(
    'too-large',
    message('errorTooLarge', [operationWords(operation), sizeInWords(maxBytes)]),
    { operation, status },
  );
}

function interrupted(operation: string, status: number, cause: unknown) {
  return new ApiError('interrupted', message('errorInterrupted', operationWords(operation)), {
    operation,
    status,
    cause,
  });
}

interface BodyToRead {
  operation: string;
  status: number;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
  maxBytes: number;
  /** The request's own signal (time limit and caller): a read it ends is a timeout or a cancel. */
  signal: AbortSignal;
  callerAborted: () => boolean;
}

/**
 * Reads an answer's body, refusing it past `maxBytes` before reading it all: at once when
 * Content-Length says so, else as soon as the bytes counted while streaming pass the bound.
 */
export async function readBoundedBody(answer: BodyToRead): Promise<Uint8Array> {
  const { operation, status, maxBytes } = answer;
  const declared = Number(answer.headers.get('Content-Length') ?? Number.NaN);
  if (declared > maxBytes) {
    await answer.body?.cancel().catch(() => undefined);
    throw tooLarge(operation, maxBytes, status);
  }
  if (!answer.body) return new Uint8Array();
  const reader = answer.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(operation, maxBytes, status);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (answer.signal.aborted)
      throw errorForNoResponse(operation, answer.signal.reason, answer.callerAborted());
    throw interrupted(operation, status, error);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
