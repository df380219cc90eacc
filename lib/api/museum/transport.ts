import type * as v from 'valibot';
import { ApiError } from '../errors';
import { createHttp, type HttpRequest } from '../http';
import { isPngBlob } from './ticket-qr';

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
  /** See lib/api/read-body.ts. */
  maxBytes?: number;
  /** See lib/api/paging.ts. */
  maxListRecords?: number;
}

/** RFC 7617: `user:password` as UTF-8, then base64 (btoa alone only takes Latin-1). */
function basicAuthorization({ username, password }: MuseumCredentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))}`;
}

/**
 * The shared HTTP transport plus what every museum operation needs first: an address (else a
 * `config` error) and HTTP basic credentials (else an `auth` error), checked per request.
 */
export function createMuseumTransport({
  baseURL,
  getCredentials,
  timeoutMs,
  maxBytes,
}: MuseumTransportOptions) {
  const http = baseURL ? createHttp({ baseURL, timeoutMs, maxBytes }) : null;

  async function authorize(request: HttpRequest) {
    const { operation } = request;
    if (!http) {
      const message = `${operation}: no museum server address is set. Add it in Settings.`;
      throw new ApiError('config', message, { operation });
    }
    const credentials = await getCredentials();
    if (!credentials) {
      const message = `${operation}: no museum username and password are set. Set them in Settings.`;
      throw new ApiError('auth', message, { operation });
    }
    const headers = { ...request.headers, Authorization: basicAuthorization(credentials) };
    return { http, request: { ...request, headers } };
  }

  return {
    async json<T>(request: HttpRequest, schema: v.GenericSchema<unknown, T>): Promise<T> {
      const ready = await authorize(request);
      return ready.http.json(ready.request, schema);
    },
    async empty(request: HttpRequest): Promise<void> {
      const ready = await authorize(request);
      await ready.http.empty(ready.request);
    },
    /** A PNG image; anything else (an error page, a cut-off body) is a `bad-response`. */
    async png(request: HttpRequest): Promise<Blob> {
      const ready = await authorize(request);
      const blob = await ready.http.blob(ready.request);
      if (!(await isPngBlob(blob))) {
        const message = `${request.operation}: the server's answer is not a PNG image.`;
        throw new ApiError('bad-response', message, {
          operation: request.operation,
          path: '(root)',
        });
      }
      return blob.type === 'image/png' ? blob : new Blob([blob], { type: 'image/png' });
    },
  };
}
