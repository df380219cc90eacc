import type * as v from 'valibot';
import { ApiError } from '../../../model/errors/errors';
import { operationWords } from '../../../model/errors/operation-words';
import { message } from '../../../platform/i18n';
import type { HttpContext } from '../http/answer-hooks';
import { createHttp, type Http, type HttpRequest } from '../http/http';
import { isPngBlob } from './png-signature';

interface MuseumCredentials {
  username: string;
  password: string;
}

export interface MuseumTransportOptions {
  /** The server address including `/v1.1`; empty means the museum is not set up yet. */
  baseURL: string | null | undefined;
  /** Read per request, so a password changed in Settings applies at once. */
  getCredentials: () => Promise<MuseumCredentials | null>;
  timeoutMs?: number;
  /** See lib/background/api/http/read-body.ts. */
  maxBytes?: number;
  /** See lib/background/api/http/paging.ts. */
  maxListRecords?: number;
}

/** RFC 7617: `user:password` as UTF-8, then base64 (btoa alone only takes Latin-1). */
function basicAuthorization({ username, password }: MuseumCredentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))}`;
}

/**
 * The shared HTTP transport with what every museum operation needs first: an address (else a
 * `config` error) and HTTP basic credentials, read per request in ofetch's onRequest hook (else
 * an `auth` error), so a password changed in Settings applies at once.
 */
export function createMuseumTransport({
  baseURL,
  getCredentials,
  timeoutMs,
  maxBytes,
}: MuseumTransportOptions) {
  async function basicAuth({ options }: HttpContext) {
    const credentials = await getCredentials();
    if (!credentials) {
      const why = message('errorMuseumNoLogin', operationWords(options.operation));
      throw new ApiError('auth', why, { operation: options.operation });
    }
    options.headers.set('Authorization', basicAuthorization(credentials));
  }
  const http = baseURL ? createHttp({ baseURL, timeoutMs, maxBytes, onRequest: basicAuth }) : null;

  function connected(operation: string): Http {
    if (http) return http;
    const why = message('errorMuseumNoAddress', operationWords(operation));
    throw new ApiError('config', why, { operation });
  }

  return {
    json: <T>(request: HttpRequest, schema: v.GenericSchema<unknown, T>): Promise<T> =>
      connected(request.operation).json(request, schema),
    empty: (request: HttpRequest): Promise<void> => connected(request.operation).empty(request),
    /** A PNG image; anything else (an error page, a cut-off body) is a `bad-response`. */
    async png(request: HttpRequest): Promise<Blob> {
      const blob = await connected(request.operation).blob(request);
      if (!(await isPngBlob(blob))) {
        const why = message('errorNotPng', operationWords(request.operation));
        throw new ApiError('bad-response', why, {
          operation: request.operation,
          path: '(root)',
        });
      }
      return blob.type === 'image/png' ? blob : new Blob([blob], { type: 'image/png' });
    },
  };
}
