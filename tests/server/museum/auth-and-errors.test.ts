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
