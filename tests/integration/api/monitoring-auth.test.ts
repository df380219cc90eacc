import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type RunningServer, startServer } from '../../server/start';
import {
  apiErrorOf,
  DEMO_LOGIN,
  monitoringClientFor,
  requestLines,
  resetMonitoringServer,
  storedTokenOf,
} from '../support/monitoring-harness';

let server: RunningServer;
const LOGIN = 'POST /endpoints/v1/auth/login';
const LIST = 'GET /endpoints/v1/monitors/list';
const statuses = () => server.context.log.entries.map((entry) => entry.status);

beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(() => server.close());
beforeEach(async () => {
  await resetMonitoringServer(server);
  server.context.config.tokenTtlSeconds = 3600;
});

describe('monitoring sign-in', () => {
  it('refuses a wrong password with advice, and never repeats the password', async () => {
    const password = 'not-the-demo-password';
    const { api, tokenStore } = monitoringClientFor(server, {
      getCredentials: async () => ({ username: DEMO_LOGIN.username, password }),
    });
    const error = await apiErrorOf(api.listMonitors());
    expect(error).toMatchObject({ kind: 'auth', status: 403, retryable: false });
    expect(error.message).toMatch(/check the email and password in Settings/);
    expect(`${error.message} ${JSON.stringify(error)} ${String(error.stack)}`).not.toContain(
      password,
    );
    expect(requestLines(server)).toEqual([LOGIN]);
    expect(await tokenStore.get()).toBeNull();
  });

  it('says "not signed in" without credentials, before any request', async () => {
    const { api } = monitoringClientFor(server, { getCredentials: async () => null });
    const error = await apiErrorOf(api.listAllCategories());
    expect(error).toMatchObject({ kind: 'auth', retryable: false });
    expect(error.message).toMatch(/not signed in/);
    expect(requestLines(server)).toEqual([]);
  });

  it.each([
    ['missing', ''],
    ['not a URL', 'monitoring.example.com'],
    ['not http', 'ftp://127.0.0.1/'],
    ['holding a password', 'http://user:pw-in-url@127.0.0.1/'],
  ])('reports a %s base URL as a config problem, per call', async (_, baseURL) => {
    const { api } = monitoringClientFor({ monitoringBaseUrl: baseURL });
    const error = await apiErrorOf(api.listMonitors());
    expect(error).toMatchObject({ kind: 'config', retryable: false });
    expect(error.message).not.toContain('pw-in-url');
    await expect(api.login()).rejects.toMatchObject({ kind: 'config' });
  });

  it('shares one sign-in among requests that start together', async () => {
    const { api } = monitoringClientFor(server);
    await Promise.all([
      api.listMonitors(),
      api.listAllCategories(),
      api.listSeats(),
      api.listPages(),
    ]);
    expect(requestLines(server).filter((line) => line === LOGIN)).toHaveLength(1);
    expect(requestLines(server)[0]).toBe(LOGIN);
  });

  it('shares one sign-in between clients built from the same settings (a sync and a flush)', async () => {
    // The worker builds a client per run (lib/background/api/connect.ts); a sync and an outbox
    // flush running together after the server forgot its tokens must not both sign in.
    const first = monitoringClientFor(server);
    const second = monitoringClientFor(server, { tokenStore: first.tokenStore });
    await Promise.all([first.api.listMonitors(), second.api.listAllCategories()]);
    expect(requestLines(server).filter((line) => line === LOGIN)).toHaveLength(1);
  });

  it('never shares a sign-in started with other credentials (a check right after a new password)', async () => {
    const stale = monitoringClientFor(server, {
      getCredentials: async () => ({ username: DEMO_LOGIN.username, password: 'the old one' }),
    });
    const fresh = monitoringClientFor(server, { tokenStore: stale.tokenStore });
    const [staleError] = await Promise.all([apiErrorOf(stale.api.login()), fresh.api.login()]);
    expect(staleError).toMatchObject({ kind: 'auth' });
    expect(requestLines(server).filter((line) => line === LOGIN)).toHaveLength(2);
  });

  it('signs in again before a token that lapses within 30 s is used', async () => {
    const { api, tokenStore } = monitoringClientFor(server);
    await api.login();
    const token = await storedTokenOf(tokenStore);
    await tokenStore.set({ ...token, expiresAt: Date.now() + 10_000 });
    server.context.log.clear();
    await api.listMonitors();
    expect(requestLines(server)).toEqual([LOGIN, LIST]);
  });

  it('an expired token: exactly one sign-in, then the request is retried once and succeeds', async () => {
    server.context.config.tokenTtlSeconds = 1;
    const { api, tokenStore } = monitoringClientFor(server);
    await api.login();
    const token = await storedTokenOf(tokenStore);
    // Two seconds on, past the token's lifetime of one whole second, on a faked clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // The client believes it is still good (a skewed clock, a revoked token): the server decides.
    await tokenStore.set({ ...token, expiresAt: Date.now() + 600_000 });
    server.context.config.tokenTtlSeconds = 3600;
    server.context.log.clear();

    const monitors = await api.listMonitors();
    expect(monitors.length).toBeGreaterThan(0);
    expect(requestLines(server)).toEqual([LIST, LOGIN, LIST]);
    expect(statuses()).toEqual([403, 200, 200]);
    expect((await tokenStore.get())?.token).not.toBe(token.token);
  });

  it('a 403 even with a fresh token is a refusal (this account may not), after one retry', async () => {
    const { api } = monitoringClientFor(server);
    await api.login();
    server.context.log.clear();
    server.context.faults.add({ path: '/endpoints/v1/monitors/list', kind: 'status', status: 403 });
    const error = await apiErrorOf(api.listMonitors());
    expect(error).toMatchObject({ kind: 'rejected', status: 403 });
    expect(requestLines(server)).toEqual([LIST, LOGIN, LIST]);
  });

  it('a 401 is treated like a 403', async () => {
    const { api } = monitoringClientFor(server);
    await api.login();
    server.context.log.clear();
    server.context.faults.add({
      path: '/endpoints/v1/notifications/seats/list',
      kind: 'status',
      status: 401,
      times: 1,
    });
    expect(await api.listSeats()).toHaveLength(server.context.state.monitoring.seats.size);
    expect(requestLines(server)).toEqual([
      'GET /endpoints/v1/notifications/seats/list',
      LOGIN,
      'GET /endpoints/v1/notifications/seats/list',
    ]);
  });
});
