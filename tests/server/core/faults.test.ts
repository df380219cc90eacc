import { describe, expect, it } from 'vitest';
import { PATH, useFaultProbe } from './fault-probe';
import { BOMB_SIDE, type HostileImage, HUGE_BYTES, hostileImageBody } from './hostile-images';
import { HOSTILE_MARKUP, HOSTILE_URL, poison } from './hostile-text';

const probe = useFaultProbe();
const { control, addFault } = probe;

describe('fault injection through the control API', () => {
  it('answers with an injected status and Retry-After without running the handler', async () => {
    await addFault({ kind: 'status', status: 429, retryAfter: 7 });
    const response = await fetch(`${probe.running.url}${PATH}`);
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('7');
  });

  it('limits a fault to `times` requests, then answers normally', async () => {
    await addFault({ kind: 'status', status: 503, times: 1 });
    expect((await fetch(`${probe.running.url}${PATH}`)).status).toBe(503);
    expect((await fetch(`${probe.running.url}${PATH}`)).status).toBe(404);
  });

  it('adds latency before the real answer', async () => {
    await addFault({ kind: 'latency', delayMs: 300 });
    const started = performance.now();
    const response = await fetch(`${probe.running.url}${PATH}`);
    expect(response.status).toBe(404);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('holds a request before its handler until the test lets it go; a reset drops it', async () => {
    const arrived = async (count: number) =>
      expect
        .poll(async () => ((await (await control('/requests')).json()) as unknown[]).length)
        .toBe(count);
    await addFault({ kind: 'hold-until-released' });
    let answered = false;
    const first = fetch(`${probe.running.url}${PATH}`).then((response) => {
      answered = true;
      return response;
    });
    await arrived(1);
    const [entry] = (await (await control('/requests')).json()) as { status: number | null }[];
    // Logged on arrival, its handler not run: nothing is applied while it is held.
    expect(entry?.status).toBeNull();
    expect(answered).toBe(false);
    const release = await control('/release', { method: 'POST' });
    expect(await release.json()).toEqual({ released: 1 });
    expect((await first).status).toBe(404);

    // Clearing the faults lets go what they still hold, as the test's end of its slow server.
    const second = fetch(`${probe.running.url}${PATH}`);
    await arrived(2);
    await control('/faults', { method: 'DELETE' });
    expect((await second).status).toBe(404);

    // A reset drops it: its handler never runs on the fresh state, its connection is cut.
    await addFault({ kind: 'hold-until-released' });
    const third = fetch(`${probe.running.url}${PATH}`);
    await arrived(3);
    await control('/reset', { method: 'POST' });
    await expect(third).rejects.toThrow();
  });

  it('sends malformed JSON and truncated bodies', async () => {
    await addFault({ kind: 'malformed', times: 1 });
    const malformed = await (await fetch(`${probe.running.url}${PATH}`)).text();
    expect(() => JSON.parse(malformed)).toThrow();

    await addFault({ kind: 'truncate', times: 1 });
    const truncated = await (await fetch(`${probe.running.url}${PATH}`)).text();
    expect(() => JSON.parse(truncated)).toThrow();
    expect(truncated.length).toBeGreaterThan(0);
  });

  it('resets the connection, before or after the handler ran', async () => {
    await addFault({ kind: 'reset', times: 1 });
    await expect(fetch(`${probe.running.url}${PATH}`)).rejects.toThrow();
    await addFault({ kind: 'reset-after-apply', times: 1 });
    await expect(fetch(`${probe.running.url}${PATH}`)).rejects.toThrow();
    const log = (await (await control('/requests')).json()) as { status: number | null }[];
    // The second request reached the handler (it answered 404) before the socket was cut.
    expect(log.map((r) => r.status)).toEqual([500, 404]);
  });

  it('hangs until the client gives up', async () => {
    await addFault({ kind: 'hang' });
    await expect(
      fetch(`${probe.running.url}${PATH}`, { signal: AbortSignal.timeout(300) }),
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
    expect((await fetch(`${probe.running.url}/x/a/probe/b/c`, { method: 'POST' })).status).toBe(
      500,
    );
    expect((await fetch(`${probe.running.url}/x/a/probe/b/c`)).status).toBe(404);
    expect((await fetch(`${probe.running.url}/x/a/b/probe/c`, { method: 'POST' })).status).toBe(
      404,
    );
  });

  it('swaps a successful image answer for a hostile one, still called image/png', async () => {
    const real = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...new Array(25).fill(0),
    ]);
    const image = (kind: string) => hostileImageBody(kind as HostileImage, real);
    expect(new TextDecoder().decode(image('not-png'))).toMatch(/^<!doctype html>/);
    expect(image('empty').length).toBe(0);
    expect(image('huge').length).toBeGreaterThan(HUGE_BYTES);
    const bomb = image('bomb');
    expect(bomb.length).toBeLessThan(100_000);
    const view = new DataView(bomb.buffer, bomb.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([BOMB_SIDE, BOMB_SIDE]);
    // Through the server: only a successful answer is replaced (the probe path is a 404).
    await addFault({ kind: 'image', image: 'bomb', times: 1 });
    const refused = await fetch(`${probe.running.url}${PATH}`);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('Content-Type')).not.toBe('image/png');
  });

  it('makes every free-text field hostile and every URL a javascript: URL, nothing else', async () => {
    const answer = {
      monitors: [{ id: 'mon_1', name: 'Shop', uri: 'https://a.test', status: 'up', interval: 60 }],
      incidents: [
        { cause: 'Timeout', comments: [{ comment: 'Looking', createdAt: '2026-01-01' }] },
      ],
      integrations: [
        { target: 'https://hook.test', type: 'webhook' },
        { target: 'a@b.test', type: 'email' },
      ],
    };
    expect(poison(answer)).toEqual({
      monitors: [
        {
          id: 'mon_1',
          name: `Shop ${HOSTILE_MARKUP}`,
          uri: `${HOSTILE_URL}https://a.test`,
          status: 'up',
          interval: 60,
        },
      ],
      incidents: [
        {
          cause: `Timeout ${HOSTILE_MARKUP}`,
          comments: [{ comment: `Looking ${HOSTILE_MARKUP}`, createdAt: '2026-01-01' }],
        },
      ],
      integrations: [
        { target: `${HOSTILE_URL}https://hook.test`, type: 'webhook' },
        { target: 'a@b.test', type: 'email' },
      ],
    });
  });

  it('rejects a fault it does not understand', async () => {
    const response = await addFault({ kind: 'explode' });
    expect(response.status).toBe(400);
  });
});

describe('the request log', () => {
  it('records method, path, query, status and write bodies with passwords redacted', async () => {
    await fetch(`${probe.running.url}${PATH}?page=2`, {
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
    await fetch(`${probe.running.url}${PATH}`);
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
    expect(probe.running.context.config.tokenTtlSeconds).toBe(2);
    await control('/config', {
      method: 'PATCH',
      body: JSON.stringify({ tokenTtlSeconds: 3600, rateLimit: null }),
    });
  });
});
