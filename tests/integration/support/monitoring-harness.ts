import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { StoredToken, TokenStore } from '../../../lib/background/api/monitoring/auth';
import type { MonitoringApiOptions } from '../../../lib/background/api/monitoring/client';
import { createMonitoringApi } from '../../../lib/background/api/monitoring/client';
import { memoryTokenStore } from '../../../lib/background/api/monitoring/token-store';
import { ApiError } from '../../../lib/model/errors/errors';
import { type RunningServer, startServer } from '../../server/start';

/** The demo account of the local server (CONTRACT.md). */
export const DEMO_LOGIN = { username: 'demo@example.com', password: 'demo' };

/** A monitoring client on `server` with its own in-memory token store. */
export function monitoringClientFor(
  server: Pick<RunningServer, 'monitoringBaseUrl'>,
  options: Partial<MonitoringApiOptions> = {},
) {
  const tokenStore = options.tokenStore ?? memoryTokenStore();
  const api = createMonitoringApi({
    baseURL: server.monitoringBaseUrl,
    getCredentials: async () => DEMO_LOGIN,
    tokenStore,
    ...options,
  });
  return { api, tokenStore };
}

/** The token the client keeps; fails the test when there is none. */
export async function storedTokenOf(tokenStore: TokenStore): Promise<StoredToken> {
  const stored = await tokenStore.get();
  if (!stored) throw new Error('expected a stored token');
  return stored;
}

/** Back to the demo state the server starts with, no faults, empty request log. */
export async function resetMonitoringServer(server: RunningServer) {
  const response = await fetch(`${server.url}/__control/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`reset failed: HTTP ${response.status}`);
}

/** The requests the server saw, as `METHOD /path` (login included). */
export function requestLines(server: RunningServer) {
  return server.context.log.entries.map((entry) => `${entry.method} ${entry.path}`);
}

/** The ApiError a call fails with; fails the test if it succeeds or throws something else. */
export async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail with an ApiError');
}

/**
 * A stand-in for a real service whose paths differ from our defaults: it serves `/v2/…` by
 * forwarding to the local server's `/endpoints/v1/…`, so route overrides can be exercised
 * end to end. Records the paths it was asked for.
 */
export async function startPathRewritingProxy(target: string) {
  const seen: string[] = [];
  const proxy = createServer(async (request, response) => {
    seen.push(`${request.method} ${request.url}`);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = (request.url ?? '/').replace(/^\/v2\//, '/endpoints/v1/');
    const upstream = await fetch(`${target}${path}`, {
      method: request.method,
      headers: {
        Accept: request.headers.accept ?? '*/*',
        'Content-Type': request.headers['content-type'] ?? 'application/json',
        Authorization: request.headers.authorization ?? '',
      },
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    response.writeHead(upstream.status, { 'Content-Type': 'application/json' });
    response.end(await upstream.text());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    monitoringBaseUrl: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

/**
 * One server per test file, reset before each test, with a fresh client: `onFresh` receives
 * them (and may sign in) so each file keeps its own short names.
 */
export function withMonitoringServer(
  onFresh: (server: RunningServer, client: ReturnType<typeof monitoringClientFor>) => unknown,
) {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0 });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetMonitoringServer(server);
    await onFresh(server, monitoringClientFor(server));
  });
}

/** What the outbox and the UI read from an error. */
export const classification = (error: ApiError) => ({
  kind: error.kind,
  retryable: error.retryable,
  status: error.status,
  retryAfter: error.retryAfter,
});
