import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { problemOf, useMuseumServer } from './museum-test-server';

const server = useMuseumServer();

const anEventId = () => [...server.state.events.keys()][0] ?? '';

/** Every operation once, with a body that would otherwise succeed. */
function everyOperation() {
  const eventId = anEventId();
  return [
    { method: 'GET', path: '/museum-hours' },
    {
      method: 'POST',
      path: '/special-events',
      body: { name: 'x', location: 'y', eventDescription: 'z', dates: ['2030-01-02'], price: 1 },
    },
    { method: 'GET', path: '/special-events' },
    { method: 'GET', path: `/special-events/${eventId}` },
    { method: 'PATCH', path: `/special-events/${eventId}`, body: { price: 2 } },
    { method: 'DELETE', path: `/special-events/${eventId}` },
    {
      method: 'POST',
      path: '/tickets',
      body: { ticketType: 'general', ticketDate: '2030-01-02', email: 'a@example.com' },
    },
    { method: 'GET', path: `/tickets/${randomUUID()}/qr` },
  ];
}

describe('museum API: HTTP basic on every operation', () => {
  it('answers 401 with a Basic challenge and problem+json when no credentials are sent', async () => {
    for (const { method, path, body } of everyOperation()) {
      const response = await server.call(path, { method, body, credentials: null });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toBe('Basic realm="museum"');
      expect(await problemOf(response)).toMatchObject({ type: 'object', title: 'Unauthorized' });
    }
    expect(server.state.events.has(anEventId()), 'nothing was deleted').toBe(true);
  });

  it('answers 401 to a wrong password or user', async () => {
    for (const credentials of [
      { username: 'demo', password: 'wrong' },
      { username: 'someone', password: 'demo' },
    ]) {
      const response = await server.call('/special-events', { credentials });
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toBe('Basic realm="museum"');
    }
  });
});

describe('museum API: malformed and incomplete requests', () => {
  const writes = () => [
    { method: 'POST', path: '/special-events' },
    { method: 'PATCH', path: `/special-events/${anEventId()}` },
    { method: 'POST', path: '/tickets' },
  ];

  it('answers 400 problem+json to a body that is not JSON', async () => {
    for (const { method, path } of writes()) {
      const response = await server.call(path, { method, body: '{"name": "Late' });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await problemOf(response)).toMatchObject({ type: 'object', title: 'Malformed JSON' });
    }
  });

  it('answers 400 naming every missing field', async () => {
    const created = await server.call('/special-events', { method: 'POST', body: {} });
    expect(created.status).toBe(400);
    const problem = await problemOf(created);
    expect(problem.title).toBe('Validation failed');
    expect(problem.errors?.map((e) => e.field)).toEqual([
      'name',
      'location',
      'eventDescription',
      'dates',
      'price',
    ]);

    const bought = await server.call('/tickets', {
      method: 'POST',
      body: { ticketType: 'general' },
    });
    expect(bought.status).toBe(400);
    expect((await problemOf(bought)).errors?.map((e) => e.field)).toEqual(['ticketDate', 'email']);
  });

  it('answers 404 problem+json for unknown events and tickets', async () => {
    const unknownEvent = `/special-events/${randomUUID()}`;
    for (const [method, path, body] of [
      ['GET', unknownEvent, undefined],
      ['PATCH', unknownEvent, { price: 3 }],
      ['DELETE', unknownEvent, undefined],
      ['GET', `/tickets/${randomUUID()}/qr`, undefined],
      ['GET', '/special-events/not-a-uuid', undefined],
    ] as const) {
      const response = await server.call(path, { method, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await problemOf(response)).type).toBe('object');
    }
  });
});

describe('museum API: content negotiation, as a server generated from the description does', () => {
  const jsonOperations = () =>
    everyOperation().filter(({ method, path }) => method !== 'DELETE' && !path.endsWith('/qr'));

  it('answers 406 problem+json to an Accept that excludes what the operation returns', async () => {
    const qr = await server.call(`/tickets/${randomUUID()}/qr`, {
      headers: { Accept: 'application/json' },
    });
    expect(qr.status).toBe(406);
    expect(await problemOf(qr)).toMatchObject({ type: 'object', title: 'Not Acceptable' });

    for (const { method, path, body } of jsonOperations()) {
      const headers = { Accept: 'image/png, application/problem+json' };
      const response = await server.call(path, { method, body, headers });
      expect(response.status, `${method} ${path}`).toBe(406);
    }
    expect(server.state.events.size, 'no refused write was applied').toBe(15);
  });

  it('serves an Accept that names the type, a wildcard for it, */* or nothing', async () => {
    const { ticketId } = (await (
      await server.call('/tickets', {
        method: 'POST',
        body: { ticketType: 'general', ticketDate: '2030-01-02', email: 'a@example.com' },
        headers: { Accept: 'application/json, application/problem+json' },
      })
    ).json()) as { ticketId: string };
    for (const accept of ['image/png, application/problem+json', 'image/*', '*/*', '']) {
      const qr = await server.call(`/tickets/${ticketId}/qr`, { headers: { Accept: accept } });
      expect(qr.status, accept).toBe(200);
      expect(qr.headers.get('Content-Type')).toBe('image/png');
    }
    const refused = await server.call(`/tickets/${ticketId}/qr`, {
      headers: { Accept: 'image/png;q=0, application/json' },
    });
    expect(refused.status).toBe(406);
  });

  it('answers 415 to a write body that is not declared as JSON', async () => {
    const general = { ticketType: 'general', ticketDate: '2030-01-02', email: 'a@example.com' };
    const response = await server.call('/tickets', {
      method: 'POST',
      body: JSON.stringify(general),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(await problemOf(response)).toMatchObject({ title: 'Unsupported Media Type' });
    expect(server.state.tickets.size).toBe(0);
  });
});
