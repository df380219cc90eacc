import { describe, expect, it } from 'vitest';
import { PATH, useFaultProbe } from './fault-probe';

/** What the server's hostile fault kinds send, as a client receives it. */
const probe = useFaultProbe();
const { addFault, control } = probe;

describe('hostile answers', () => {
  it('sends Retry-After as given, a date or garbage included', async () => {
    await addFault({ kind: 'status', status: 429, retryAfter: 'Wed, 21 Oct 2065 07:28:00 GMT' });
    const response = await fetch(`${probe.running.url}${PATH}`);
    expect(response.headers.get('Retry-After')).toBe('Wed, 21 Oct 2065 07:28:00 GMT');
  });

  it('answers a web page, with 200 or any status', async () => {
    await addFault({ kind: 'html', times: 1 });
    const ok = await fetch(`${probe.running.url}${PATH}`);
    expect([ok.status, ok.headers.get('Content-Type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(await ok.text()).toMatch(/^<!doctype html>/);
    await addFault({ kind: 'html', status: 502, times: 1 });
    expect((await fetch(`${probe.running.url}${PATH}`)).status).toBe(502);
  });

  it('answers 200 with an empty body', async () => {
    await addFault({ kind: 'empty' });
    const response = await fetch(`${probe.running.url}${PATH}`);
    expect([response.status, await response.text()]).toEqual([200, '']);
  });

  it('streams an oversize body, announced by Content-Length or not', async () => {
    await addFault({ kind: 'oversize', bytes: 300_000, times: 1 });
    const announced = await fetch(`${probe.running.url}${PATH}`);
    expect(announced.headers.get('Content-Length')).toBe('300000');
    expect((await announced.arrayBuffer()).byteLength).toBe(300_000);
    await addFault({ kind: 'oversize', bytes: 300_000, declareLength: false, times: 1 });
    const unannounced = await fetch(`${probe.running.url}${PATH}`);
    expect(unannounced.headers.get('Content-Length')).toBeNull();
    expect(JSON.parse(await unannounced.text()).junk).toHaveLength(300_000 - 11);
    await addFault({ kind: 'oversize', bytes: 1000, status: 503, times: 1 });
    expect((await fetch(`${probe.running.url}${PATH}`)).status).toBe(503);
  });

  it('fills a list to the limit asked for (every page full), or to `items`', async () => {
    const events = `${probe.running.url}/v1.1/special-events`;
    const auth = { headers: { Authorization: `Basic ${btoa('demo:demo')}` } };
    await control('/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/v1.1/special-events', kind: 'fill-list', times: 2 }),
    });
    expect(await (await fetch(`${events}?limit=30`, auth)).json()).toHaveLength(30);
    // Past the real end, too: there is always one more full page.
    const page7 = (await (await fetch(`${events}?page=7&limit=30`, auth)).json()) as {
      eventId: string;
    }[];
    expect(page7).toHaveLength(30);
    expect(new Set(page7.map((e) => e.eventId)).size).toBe(30);
    expect(page7[0]?.eventId).toMatch(/-p7-0$/);
    await control('/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/v1.1/special-events', kind: 'fill-list', items: 5000 }),
    });
    expect(await (await fetch(`${events}?limit=10`, auth)).json()).toHaveLength(5000);
  });

  it('keeps an answer that has no list to misshape or record to thin', async () => {
    await addFault({ kind: 'wrong-shape', shape: 'null', times: 1 });
    const error = { error: `No route for GET ${PATH}` };
    expect(await (await fetch(`${probe.running.url}${PATH}`)).json()).toEqual(error);
    await addFault({ kind: 'omit-field', field: 'missing', times: 1 });
    expect(await (await fetch(`${probe.running.url}${PATH}`)).json()).toEqual(error);
  });

  it('drips the real answer slowly', async () => {
    await addFault({ kind: 'drip', chunkBytes: 8, delayMs: 40 });
    const started = performance.now();
    const body = await (await fetch(`${probe.running.url}${PATH}`)).json();
    expect(body).toEqual({ error: `No route for GET ${PATH}` });
    expect(performance.now() - started).toBeGreaterThan(40 * 4);
  });

  it('cuts the connection in the middle of the body', async () => {
    await addFault({ kind: 'cut-body' });
    const response = await fetch(`${probe.running.url}${PATH}`);
    expect(response.status).toBe(404); // headers arrived
    await expect(response.text()).rejects.toThrow();
  });
});
