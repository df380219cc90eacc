import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldsOf, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  server.running.context.config.rateLimit = null;
  server.running.context.config.tokenTtlSeconds = 3600;
  await server.reset();
});

describe('login', () => {
  it('returns a bearer JWT for the demo account with its lifetime', async () => {
    const reply = await server.call<Record<string, unknown>>('POST', '/auth/login', {
      token: null,
      body: { email: 'demo@example.com', password: 'demo' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 3600,
      requestedBy: 'demo@example.com',
      terms: expect.any(String),
    });
    expect(String(reply.body.token).split('.')).toHaveLength(3);
    const expiresAt = Date.parse(String(reply.body.expiresAt));
    expect(expiresAt - Date.now()).toBeGreaterThan(3590_000);
  });

  it('refuses a wrong password with 403', async () => {
    const reply = await server.call('POST', '/auth/login', {
      token: null,
      body: { email: 'demo@example.com', password: 'nope' },
    });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe('Invalid email or password');
  });

  it('names missing credentials with 422', async () => {
    const reply = await server.call('POST', '/auth/login', { token: null, body: {} });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toBe('Validation failed');
    expect(fieldsOf(reply)).toEqual(['email', 'password']);
  });
});

describe('bearer token', () => {
  it('is required on every other route (403)', async () => {
    const reply = await server.call('GET', '/monitors/list', { token: null });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toMatch(/token/i);
  });

  it('rejects a malformed Authorization header', async () => {
    const reply = await server.call('GET', '/monitors/list', {
      token: null,
      headers: { Authorization: 'Token abc' },
    });
    expect(reply.status).toBe(403);
  });

  it('rejects a token signed with another key', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('demo@example.com')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    const reply = await server.call('GET', '/monitors/list', { token: forged });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe('Invalid token');
  });

  // On a faked clock: signed in 1 ms before a second ends, the token still lives its whole
  // second, and it has lapsed once that second and the next have passed.
  it('lives tokenTtlSeconds from the moment of login, and no longer', async () => {
    server.running.context.config.tokenTtlSeconds = 1;
    const loggedInAt = Date.parse('2026-12-01T08:00:00.999Z');
    vi.useFakeTimers({ toFake: ['Date'], now: loggedInAt });
    try {
      const shortLived = await server.login();
      vi.setSystemTime(loggedInAt + 999);
      expect((await server.call('GET', '/categories/list', { token: shortLived })).status).toBe(
        200,
      );
      vi.setSystemTime(loggedInAt + 2000);
      const reply = await server.call('GET', '/categories/list', { token: shortLived });
      expect(reply.status).toBe(403);
      expect(reply.body.error).toBe('Token expired');
    } finally {
      vi.useRealTimers();
    }
  });
});
describe('rate limit', () => {
  it('answers 429 with Retry-After once a token uses up its window', async () => {
    server.running.context.config.rateLimit = { max: 3, windowMs: 60_000 };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await server.call('GET', '/categories/list')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await server.call('GET', '/monitors/list');
    expect(limited.body).toEqual({ error: 'Too many requests' });
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts each token separately', async () => {
    server.running.context.config.rateLimit = { max: 1, windowMs: 60_000 };
    const other = await server.login();
    expect((await server.call('GET', '/categories/list')).status).toBe(200);
    expect((await server.call('GET', '/categories/list', { token: other })).status).toBe(200);
    expect((await server.call('GET', '/categories/list')).status).toBe(429);
  });

  it('limits logins per client address', async () => {
    server.running.context.config.rateLimit = { max: 2, windowMs: 60_000 };
    await server.login();
    await server.login();
    const reply = await server.call('POST', '/auth/login', {
      token: null,
      body: { email: 'demo@example.com', password: 'demo' },
    });
    expect(reply.status).toBe(429);
    expect(reply.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  // On a faked clock: a real 300 ms window could lapse between the first two calls on a slow
  // machine.
  it('opens again after the window', async () => {
    server.running.context.config.rateLimit = { max: 1, windowMs: 60_000 };
    const startedAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: startedAt });
    try {
      expect((await server.call('GET', '/categories/list')).status).toBe(200);
      vi.setSystemTime(startedAt + 59_999);
      expect((await server.call('GET', '/categories/list')).status).toBe(429);
      vi.setSystemTime(startedAt + 60_000);
      expect((await server.call('GET', '/categories/list')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
