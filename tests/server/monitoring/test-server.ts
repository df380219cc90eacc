/**
 * Test support for the monitoring tests (not a test file): starts the real server on port 0
 * and talks real HTTP to it, the way the extension's client will.
 */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { type StartOptions, startServer } from '../start';
import type { presentMonitor } from './present-monitor';
import type {
  presentAnnouncement,
  presentCategory,
  presentIncident,
  presentIntegration,
  presentPage,
  presentSeat,
  presentWindow,
} from './present-records';

export type MonitorJson = ReturnType<typeof presentMonitor>;
export type CategoryJson = ReturnType<typeof presentCategory>;
export type IncidentJson = ReturnType<typeof presentIncident>;
export type SeatJson = ReturnType<typeof presentSeat>;
export type IntegrationJson = ReturnType<typeof presentIntegration>;
export type PageJson = ReturnType<typeof presentPage>;
export type AnnouncementJson = ReturnType<typeof presentAnnouncement>;
export type WindowJson = ReturnType<typeof presentWindow>;

export type Envelope<K extends string, T> = Record<K, T[]> & { requestedBy: string; terms: string };
export type ListEnvelope<K extends string, T> = Envelope<K, T> & {
  page: number;
  limit: number;
  total: number;
};
export interface ErrorBody {
  error: string;
  errorMessages?: { field: string; message: string }[];
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is, e.g. malformed JSON. */
  rawBody?: string;
  /** `null` sends no Authorization header; a string replaces the test's token. */
  token?: string | null;
  headers?: Record<string, string>;
}

export interface Reply<T> {
  status: number;
  headers: Headers;
  body: T;
}

export async function startTestServer(options: StartOptions = {}) {
  const running = await startServer({ port: 0, ...options });
  const base = `${running.url}/endpoints/v1`;

  async function call<T = ErrorBody>(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const token = options.token === undefined ? session.token : options.token;
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    const payload =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${base}${path}`, { method, headers, body: payload });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: JSON.parse(text) as T,
    } satisfies Reply<T>;
  }

  async function login() {
    const reply = await call<{ token: string }>('POST', '/auth/login', {
      token: null,
      body: { email: 'demo@example.com', password: 'demo' },
    });
    if (reply.status !== 200) throw new Error(`login failed: ${reply.status}`);
    return reply.body.token;
  }

  const session = { token: '' };
  session.token = await login();

  return {
    running,
    base,
    call,
    login,
    /** Back to the demo state (tokens stay valid: the signing key survives resets). */
    reset: async () => {
      await fetch(`${running.url}/__control/reset`, { method: 'POST' });
    },
    close: () => running.close(),
  };
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The fields a 422 names, for assertions like `expect(fieldsOf(reply)).toContain('uri')`. */
export function fieldsOf(reply: Reply<ErrorBody>) {
  return (reply.body.errorMessages ?? []).map((entry) => entry.field);
}

const SECRET_FIELDS = ['port', 'body', 'authPassword'];

/** Every key at any depth of a response. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

/** The secrets must not come back at any depth, neither as keys nor as values. */
export function expectNoSecrets(value: unknown) {
  const keys = keysOf(value);
  for (const field of SECRET_FIELDS) expect(keys).not.toContain(field);
  const text = JSON.stringify(value);
  expect(text).not.toContain('s3cret-pass');
  expect(text).not.toContain('hunter2-demo'); // a seeded monitor's authPassword
}

/**
 * One server per test file, back to the demo state before each test. Tests hold the returned
 * handle from the start; it reaches the server once `beforeAll` has started it.
 */
export function useTestServer(): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer();
  });
  afterAll(() => current?.close());
  beforeEach(() => current?.reset());
  return new Proxy({} as TestServer, {
    get: (_target, key) => {
      if (!current) throw new Error('The test server starts in beforeAll; use it inside tests.');
      return Reflect.get(current, key);
    },
  });
}
