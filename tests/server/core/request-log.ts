/** One request as the server received it: what tests assert "reached the server once". */
export interface LoggedRequest {
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  status: number | null;
  body?: unknown;
  /** The bearer token the request carried (null if none), so tests can see where a token went. */
  bearer: string | null;
  /** The `Host` header as sent: which name the client used for this server (127.0.0.1, localhost). */
  host: string | null;
  /** The `Accept` header as sent (null if none), so tests can see what each request asked for. */
  accept: string | null;
  /**
   * Whether the whole answer was handed to the connection: a test that stops the client "right
   * after the answer left" waits for this, not for `status` (set before a held answer is sent).
   */
  sent: boolean;
}

const SECRET_FIELDS = new Set(['password', 'authPassword']);

/** Bodies are logged so tests can see what was written; passwords are not kept even here. */
export function redactSecrets(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(redactSecrets);
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      SECRET_FIELDS.has(key) ? '[redacted]' : redactSecrets(value),
    ]),
  );
}

/**
 * The token of a `Bearer` Authorization header, or null. Only bearer tokens are kept: a `Basic`
 * header (the museum API) holds a password.
 */
export function bearerTokenIn(authorization: string | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? null;
}

export class RequestLog {
  readonly entries: LoggedRequest[] = [];

  record(entry: LoggedRequest): LoggedRequest {
    this.entries.push(entry);
    return entry;
  }

  clear() {
    this.entries.length = 0;
  }
}
