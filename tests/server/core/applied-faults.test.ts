import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../monitoring/test-server';

// Faults that let the real handler change state and then spoil its answer, on both APIs.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const addFault = (fault: object) =>
  fetch(`${server.running.url}/__control/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });

const museum = (
  path: string,
  init: { method?: string; body?: object; signal?: AbortSignal } = {},
) =>
  fetch(`${server.running.museumBaseUrl}${path}`, {
    method: init.method ?? 'GET',
    signal: init.signal,
    headers: { Authorization: `Basic ${btoa('demo:demo')}`, 'Content-Type': 'application/json' },
    ...(init.body && { body: JSON.stringify(init.body) }),
  });

const PURCHASE = { ticketType: 'general', ticketDate: '2031-03-04', email: 'a@b.org' };
const lastLogged = () => server.running.context.log.entries.at(-1);

describe('status-after-apply', () => {
  it('pauses the monitor, then answers the monitoring error with Retry-After', async () => {
    await addFault({ path: '/endpoints/v1/monitors/pause/*', kind: 'status-after-apply' });
    const paused = await server.call('PATCH', '/monitors/pause/mon_1', {
      body: { pause: 'paused' },
    });
    expect([paused.status, paused.body]).toEqual([500, { error: 'Injected fault: HTTP 500' }]);
    expect(server.running.context.state.monitoring.monitors.get('mon_1')?.pause).toBe('paused');
    expect(lastLogged()?.status).toBe(500);

    await server.reset();
    const fault = { path: '/endpoints/v1/**', kind: 'status-after-apply', status: 503 };
    await addFault({ ...fault, retryAfter: 5 });
    const created = await server.call('POST', '/categories/new', { body: { name: 'Applied' } });
    expect([created.status, created.headers.get('Retry-After')]).toEqual([503, '5']);
    const names = [...server.running.context.state.monitoring.categories.values()].map(
      (c) => c.name,
    );
    expect(names).toContain('Applied');
  });

  it.each([500, 502, 503, 504])(
    'buys the ticket, then answers %i as problem+json',
    async (status) => {
      await addFault({ method: 'POST', path: '/v1.1/tickets', kind: 'status-after-apply', status });
      const response = await museum('/tickets', { method: 'POST', body: PURCHASE });
      expect(response.status).toBe(status);
      expect(response.headers.get('Content-Type')).toBe('application/problem+json');
      const body = await response.json();
      expect(body).toMatchObject({ type: 'object', title: expect.any(String) });
      expect(body.title).not.toBe('');
      expect(server.running.context.state.museum.tickets.size).toBe(1);
      expect(lastLogged()?.status).toBe(status);
    },
  );

  it('leaves the plain status fault as it was: no purchase, problem+json on museum paths', async () => {
    await addFault({ path: '/v1.1/tickets', kind: 'status', status: 503, retryAfter: 9 });
    const response = await museum('/tickets', { method: 'POST', body: PURCHASE });
    expect([response.status, response.headers.get('Retry-After')]).toEqual([503, '9']);
    expect(await response.json()).toEqual({
      type: 'object',
      title: 'Service Unavailable',
      detail: 'Injected fault: HTTP 503',
    });
    expect(server.running.context.state.museum.tickets.size).toBe(0);
  });
});

describe('wrong-shape', () => {
  it.each([
    ['object', { notAnArray: true }],
    ['string', 'not a list'],
    ['null', null],
    ['number', 42],
  ])('puts %s where the first list was, in an envelope or as a bare body', async (shape, value) => {
    await addFault({ path: '/endpoints/v1/categories/list', kind: 'wrong-shape', shape });
    await addFault({ path: '/v1.1/special-events', kind: 'wrong-shape', shape });
    const envelope = await server.call<Record<string, unknown>>('GET', '/categories/list');
    expect(envelope.status).toBe(200);
    expect(envelope.body).toMatchObject({ categories: value, requestedBy: 'demo@example.com' });
    expect(await (await museum('/special-events')).json()).toEqual(value);
  });

  it('sends the first record alone for bare-record, {} when the list is empty', async () => {
    const fault = { kind: 'wrong-shape', shape: 'bare-record' };
    await addFault({ path: '/endpoints/v1/monitors/list', ...fault });
    await addFault({ path: '/v1.1/special-events', ...fault });
    const first = await server.call<Record<string, unknown>>('GET', '/monitors/list');
    expect(first.body).toMatchObject({ id: 'mon_1' });
    expect(first.body).not.toHaveProperty('requestedBy');
    const empty = await server.call('GET', '/monitors/list?search=no-such-monitor');
    expect(empty.body).toEqual({});
    expect(await (await museum('/special-events')).json()).toHaveProperty('eventId');
    expect(await (await museum('/special-events?startDate=2099-01-01')).json()).toEqual({});
  });
});

describe('omit-field', () => {
  it('leaves the field out of the first `items` records of a list', async () => {
    await addFault({ path: '/endpoints/v1/monitors/list', kind: 'omit-field', field: 'name' });
    await addFault({ path: '/v1.1/special-events', kind: 'omit-field', field: 'price', items: 2 });
    const { body } = await server.call<{ monitors: object[] }>('GET', '/monitors/list');
    expect(body.monitors[0]).not.toHaveProperty('name');
    expect(body.monitors[1]).toHaveProperty('name');
    const events = (await (await museum('/special-events')).json()) as object[];
    expect(events.length).toBeGreaterThan(2);
    expect(events.map((e) => 'price' in e)).toEqual(events.map((_, i) => i >= 2));
  });

  it('works on a single record: an envelope of one, or a bare museum record', async () => {
    await addFault({ path: '/endpoints/v1/categories/new', kind: 'omit-field', field: 'id' });
    await addFault({ path: '/v1.1/tickets', kind: 'omit-field', field: 'confirmationCode' });
    const created = await server.call<{ categories: object[] }>('POST', '/categories/new', {
      body: { name: 'No id' },
    });
    expect(created.body.categories).toEqual([
      expect.not.objectContaining({ id: expect.anything() }),
    ]);
    expect(created.body.categories[0]).toHaveProperty('name', 'No id');
    const bought = await (await museum('/tickets', { method: 'POST', body: PURCHASE })).json();
    expect(bought).toHaveProperty('ticketId');
    expect(bought).not.toHaveProperty('confirmationCode');
  });

  it('needs the field to leave out', async () => {
    const response = await addFault({ path: '/v1.1/tickets', kind: 'omit-field' });
    expect(response.status).toBe(400);
  });
});

describe('holding a request where a test stops its client', () => {
  it('hold-answer buys the ticket, then holds the answer until the client gives up', async () => {
    await addFault({ path: '/v1.1/tickets', kind: 'hold-answer', times: 1 });
    const client = new AbortController();
    const request = museum('/tickets', { method: 'POST', body: PURCHASE, signal: client.signal });
    request.catch(() => undefined);
    await expect.poll(() => lastLogged()?.status).toBe(201);
    expect(server.running.context.state.museum.tickets.size).toBe(1);
    expect(lastLogged()?.sent).toBe(false);
    client.abort();
    await expect(request).rejects.toThrow(/abort/i);
    expect(lastLogged()?.sent).toBe(false);
  });

  it('logs an answer as sent once it has left whole', async () => {
    const response = await museum('/tickets', { method: 'POST', body: PURCHASE });
    expect(response.status).toBe(201);
    await response.text();
    expect(lastLogged()?.sent).toBe(true);
  });

  it('holds only the page of a list its `query` names', async () => {
    await addFault({
      path: '/endpoints/v1/monitors/list',
      query: { page: '2' },
      kind: 'status',
      status: 503,
    });
    expect((await server.call('GET', '/monitors/list?page=1&limit=5')).status).toBe(200);
    expect((await server.call('GET', '/monitors/list?page=2&limit=5')).status).toBe(503);
    expect((await server.call('GET', '/monitors/list?limit=5&page=3')).status).toBe(200);
  });
});
