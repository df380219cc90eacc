import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../start';

// Fault injection and the request log work on any path, so these tests use one the APIs do not
// have: the fault decides the answer before (or after) the 404 handler runs.
const PATH = '/fault-probe';

let running: RunningServer;
const control = (path: string, init?: RequestInit) =>
  fetch(`${running.url}/__control${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json' },
  });
const addFault = (fault: object) =>
  control('/faults', { method: 'POST', body: JSON.stringify({ path: PATH, ...fault }) });

beforeAll(async () => {
  running = await startServer({ port: 0 });
});
afterAll(() => running.close());
beforeEach(() => control('/reset', { method: 'POST' }));

describe('fault injection through the control API', () => {
  it('answers with an injected status and Retry-After without running the handler', async () => {
    await addFault({ kind: 'status', status: 429, retryAfter: 7 });
    const response = await fetch(`${running.url}${PATH}`);
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('7');
  });

  it('limits a fault to `times` requests, then answers normally', async () => {
    await addFault({ kind: 'status', status: 503, times: 1 });
    expect((await fetch(`${running.url}${PATH}`)).status).toBe(503);
    expect((await fetch(`${running.url}${PATH}`)).status).toBe(404);
  });

  it('adds latency before the real answer', async () => {
    await addFault({ kind: 'latency', delayMs: 300 });
    const started = performance.now();
    const response = await fetch(`${running.url}${PATH}`);
    expect(response.status).toBe(404);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('sends malformed JSON and truncated bodies', async () => {
    await addFault({ kind: 'malformed', times: 1 });
    const malformed = await (await fetch(`${running.url}${PATH}`)).text();
    expect(() => JSON.parse(malformed)).toThrow();

    await addFault({ kind: 'truncate', times: 1 });
    const truncated = await (await fetch(`${running.url}${PATH}`)).text();
    expect(() => JSON.parse(truncated)).toThrow();
    expect(truncated.length).toBeGreaterThan(0);
  });

  it('resets the connection, before or after the handler ran', async () => {
    await addFault({ kind: 'reset', times: 1 });
    await expect(fetch(`${running.url}${PATH}`)).rejects.toThrow();
    await addFault({ kind: 'reset-after-apply', times: 1 });
    await expect(fetch(`${running.url}${PATH}`)).rejects.toThrow();
    const log = (await (await control('/requests')).json()) as { status: number | null }[];
    // The second request reached the handler (it answered 404) before the socket was cut.
    expect(log.map((r) => r.status)).toEqual([500, 404]);
  });

  it('hangs until the client gives up', async () => {
    await addFault({ kind: 'hang' });
    await expect(
      fetch(`${running.url}${PATH}`, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow(/abort|timeout/i);
  });

  it('matches by method and by path glob', async () => {
    await control('/faults', {
      method: 'POST',
      body: JSON.stringify({
        method: 'post',
        path: '/x/*/probe/**',
        kind: 'status',
        status: 500,
      }),
    });
    expect((await fetch(`${running.url}/x/a/probe/b/c`, { method: 'POST' })).status).toBe(500);
    expect((await fetch(`${running.url}/x/a/probe/b/c`)).status).toBe(404);
    expect((await fetch(`${running.url}/x/a/b/probe/c`, { method: 'POST' })).status).toBe(404);
  });

  it('rejects a fault it does not understand', async () => {
    const response = await addFault({ kind: 'explode' });
    expect(response.status).toBe(400);
  });
});

describe('the request log', () => {
  it('records method, path, query, status and write bodies with passwords redacted', async () => {
    await fetch(`${running.url}${PATH}?page=2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c', password: 'hunter2', nested: { authPassword: 'x' } }),
    });
    const [entry] = await (await control('/requests')).json();
    expect(entry).toMatchObject({
      method: 'POST',
      path: PATH,
      query: { page: '2' },
      status: 404,
      body: { email: 'a@b.c', password: '[redacted]', nested: { authPassword: '[redacted]' } },
    });
    expect(JSON.stringify(entry)).not.toContain('hunter2');
  });

  it('is cleared on request and never records control calls', async () => {
    await fetch(`${running.url}${PATH}`);
    await control('/requests', { method: 'DELETE' });
    await control('/faults', { method: 'DELETE' });
    expect(await (await control('/requests')).json()).toEqual([]);
  });
});

describe('runtime config', () => {
  it('changes token lifetime, rate limit and simulation at run time', async () => {
    const response = await control('/config', {
      method: 'PATCH',
      body: JSON.stringify({ tokenTtlSeconds: 2, rateLimit: { max: 5, windowMs: 1000 } }),
    });
    expect(await response.json()).toMatchObject({ tokenTtlSeconds: 2, rateLimit: { max: 5 } });
    expect(running.context.config.tokenTtlSeconds).toBe(2);
    await control('/config', {
      method: 'PATCH',
      body: JSON.stringify({ tokenTtlSeconds: 3600, rateLimit: null }),
    });
  });
});
