import { describe, expect, it } from 'vitest';
import { errorForStatus } from '../../../../../lib/background/api/http/failure';
import type { Http, HttpRequest } from '../../../../../lib/background/api/http/http';
import { parseWith } from '../../../../../lib/background/api/http/parse-answer';
import { createMonitoringSession } from '../../../../../lib/background/api/monitoring/auth';
import { defaultMonitoringRoutes } from '../../../../../lib/background/api/monitoring/routes';
import { memoryTokenStore } from '../../../../../lib/background/api/monitoring/token-store';
import { ApiError } from '../../../../../lib/model/errors/errors';

const NOW = Date.UTC(2030, 0, 1);
const CREDENTIALS = { username: 'demo@example.com', password: 's3cret-pass' };
const BASE_URL = 'https://monitoring.example.com';
/** A stored token as this session would have saved it. */
const storedToken = (token: string, expiresAt: number, email = CREDENTIALS.username) => ({
  token,
  expiresAt,
  email,
  baseUrl: BASE_URL,
});

/** The n-th token the fake server issues: JWT-shaped, as the published API's tokens are. */
const jwt = (n: number) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ n })).replace(/=+$/, '')}.signature`;

/** A fake transport: answers login with numbered tokens, refuses passwords other than ours. */
function fakeServer() {
  const seen: { path: string }[] = [];
  let issued = 0;
  const http: Http = {
    async json(request: HttpRequest, schema) {
      seen.push({ path: request.path });
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (request.path !== defaultMonitoringRoutes.login.path) {
        throw new Error('only login goes through the session');
      }
      const { password } = request.body as { password: string };
      if (password !== CREDENTIALS.password) {
        throw errorForStatus(request.operation, 403, '{"error":"Invalid email or password"}', null);
      }
      issued += 1;
      return parseWith(request.operation, schema, { token: jwt(issued), expiresIn: 3600 });
    },
    empty: async () => undefined,
    blob: async () => new Blob([]),
  };
  return { http, seen, logins: () => seen.length };
}

function setup(credentials: typeof CREDENTIALS | null = CREDENTIALS) {
  const server = fakeServer();
  const tokenStore = memoryTokenStore();
  const session = createMonitoringSession({
    baseURL: BASE_URL,
    http: server.http,
    loginRoute: defaultMonitoringRoutes.login,
    getCredentials: async () => credentials,
    tokenStore,
    now: () => NOW,
  });
  return { server, tokenStore, session };
}

describe('createMonitoringSession', () => {
  it('signs in once for many requests that start together', async () => {
    const { server, session, tokenStore } = setup();
    const tokens = await Promise.all([1, 2, 3].map(() => session.token('List', undefined)));
    expect(tokens).toEqual([jwt(1), jwt(1), jwt(1)]);
    expect(server.logins()).toBe(1);
    expect(await tokenStore.get()).toEqual({
      token: jwt(1),
      expiresAt: NOW + 3_600_000,
      email: 'demo@example.com',
      baseUrl: BASE_URL,
    });
  });

  it('reuses a stored token, and renews one that lapses within 30 s', async () => {
    const { server, session, tokenStore } = setup();
    await tokenStore.set(storedToken('kept', NOW + 60_000));
    expect(await session.token('List', undefined)).toBe('kept');
    await tokenStore.set(storedToken('dying', NOW + 29_000));
    expect(await session.token('List', undefined)).toBe(jwt(1));
    expect(server.logins()).toBe(1);
  });

  it("does not use another account's token", async () => {
    const { session, tokenStore } = setup();
    await tokenStore.set(storedToken('old', NOW + 600_000, 'other@example.com'));
    expect(await session.token('List', undefined)).toBe(jwt(1));
  });

  it("does not use another address's token, and forgets it even if signing in fails", async () => {
    const { server, session, tokenStore } = setup({ ...CREDENTIALS, password: 'wrong-password' });
    await tokenStore.set({ ...storedToken('old', NOW + 600_000), baseUrl: 'https://old.example' });
    await expect(session.token('List', undefined)).rejects.toMatchObject({ kind: 'auth' });
    expect(server.seen).toEqual([{ path: defaultMonitoringRoutes.login.path }]);
    expect(await tokenStore.get()).toBeNull();
  });

  // The retry itself is ofetch's (bearer.ts), pinned over HTTP in monitoring-auth.test.ts.
  it('renews a refused token with one sign-in, or takes one another request just got', async () => {
    const { server, session, tokenStore } = setup();
    await tokenStore.set(storedToken('stale', NOW + 600_000));
    expect(await session.renewedToken('List', undefined, 'stale')).toBe(jwt(1));
    expect(await session.renewedToken('List', undefined, 'stale')).toBe(jwt(1));
    expect(server.logins()).toBe(1);
  });

  it('says "not signed in" without credentials, and sends nothing', async () => {
    const { server, session } = setup(null);
    await expect(session.token('List monitors', undefined)).rejects.toThrow(
      /List monitors: not signed in .*Settings/,
    );
    expect(server.logins()).toBe(0);
  });

  it('turns refused credentials into one message that never holds the password', async () => {
    const { session, tokenStore } = setup({ ...CREDENTIALS, password: 'wrong-password' });
    await tokenStore.set(storedToken('x', NOW - 1));
    const error = await session.token('List', undefined).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'auth', status: 403, retryable: false });
    expect(error.message).toMatch(/check the email and password in Settings/);
    expect(`${error.message} ${JSON.stringify(error)}`).not.toContain('wrong-password');
    expect(await tokenStore.get()).toBeNull();
  });

  it('lets one caller give up waiting without cancelling the shared sign-in', async () => {
    const { session } = setup();
    const controller = new AbortController();
    const impatient = session.token('List', controller.signal);
    const patient = session.token('List', undefined);
    controller.abort();
    await expect(impatient).rejects.toMatchObject({ kind: 'aborted' });
    await expect(patient).resolves.toBe(jwt(1));
  });
});
