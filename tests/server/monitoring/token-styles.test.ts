import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../core/context';
import { startTestServer, type TestServer } from './test-server';

// The login token's format is not published, and a server's clock may be wrong: the knobs
// `tokenStyle` and `tokenIssuedExpired` let tests meet both.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  const { config } = server.running.context;
  config.tokenStyle = defaultConfig.tokenStyle;
  config.tokenIssuedExpired = defaultConfig.tokenIssuedExpired;
  await server.reset();
});

const configure = (patch: object) =>
  fetch(`${server.running.url}/__control/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });

async function loginAnswer() {
  const reply = await server.call<Record<string, unknown>>('POST', '/auth/login', {
    token: null,
    body: { email: 'demo@example.com', password: 'demo' },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

const categoriesWith = (token: string) => server.call('GET', '/categories/list', { token });

describe('opaque tokens', () => {
  it('are 40 hex characters, not a JWT, in the same login answer', async () => {
    expect((await configure({ tokenStyle: 'opaque' })).status).toBe(200);
    const answer = await loginAnswer();
    expect(Object.keys(answer).sort()).toEqual(
      ['expiresAt', 'expiresIn', 'requestedBy', 'terms', 'token', 'tokenType'].sort(),
    );
    expect(answer.token).toMatch(/^[0-9a-f]{40}$/);
    expect(answer).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
    expect((await categoriesWith(String(answer.token))).status).toBe(200);
  });

  it('are refused when unknown (Invalid token) or lapsed (Token expired)', async () => {
    await configure({ tokenStyle: 'opaque' });
    const unknown = await categoriesWith('0'.repeat(40));
    expect([unknown.status, unknown.body.error]).toEqual([403, 'Invalid token']);
    const token = String((await loginAnswer()).token);
    const session = server.running.context.sessions.get(token);
    if (!session) throw new Error('login kept no session');
    session.expiresAt = Date.now() - 1;
    const lapsed = await categoriesWith(token);
    expect([lapsed.status, lapsed.body.error]).toEqual([403, 'Token expired']);
  });

  it('outlive a reset, as JWTs do, but not a restart', async () => {
    await configure({ tokenStyle: 'opaque' });
    const opaque = String((await loginAnswer()).token);
    await configure({ tokenStyle: 'jwt' });
    const jwt = String((await loginAnswer()).token);
    await server.reset();
    expect((await categoriesWith(opaque)).status).toBe(200);
    await fetch(`${server.running.url}/__control/restart`, { method: 'POST' });
    const forgotten = await categoriesWith(opaque);
    expect([forgotten.status, forgotten.body.error]).toEqual([403, 'Invalid token']);
    expect((await categoriesWith(jwt)).status).toBe(200);
  });
});

describe('tokens issued already expired', () => {
  it.each(['jwt', 'opaque'])('claim a fresh lifetime, yet every %s use is 403', async (style) => {
    await configure({ tokenStyle: style, tokenIssuedExpired: true });
    const answer = await loginAnswer();
    expect(answer.expiresIn).toBe(3600);
    expect(Date.parse(String(answer.expiresAt)) - Date.now()).toBeGreaterThan(3590_000);
    const reply = await categoriesWith(String(answer.token));
    expect([reply.status, reply.body.error]).toEqual([403, 'Token expired']);
  });

  it('carry an exp an hour in the past', async () => {
    await configure({ tokenIssuedExpired: true });
    const { exp } = decodeJwt(String((await loginAnswer()).token));
    const hourAgo = Date.now() / 1000 - 3600;
    expect(Math.abs(Number(exp) - hourAgo)).toBeLessThan(5);
  });
});
