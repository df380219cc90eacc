import { describe, expect, it } from 'vitest';
import {
  type Envelope,
  fieldsOf,
  type IntegrationJson,
  type ListEnvelope,
  type SeatJson,
  useTestServer,
} from './test-server';

type Seats = Envelope<'seats', SeatJson>;
type Integrations = Envelope<'integrations', IntegrationJson>;

const server = useTestServer();

describe('seats', () => {
  it('lists 2 to 3 seats with their integrations named', async () => {
    const { body } = await server.call<ListEnvelope<'seats', SeatJson>>(
      'GET',
      '/notifications/seats/list',
    );
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.total).toBeLessThanOrEqual(3);
    expect(body.seats[0]).toMatchObject({
      id: 'seat_1',
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      telephoneCode: '+44',
      sms: 1,
      integrations: [
        { id: 'int_1', name: '#ops-alerts', type: 'slack' },
        { id: 'int_2', name: 'PagerDuty production', type: 'pagerduty' },
      ],
    });
  });

  it('creates, updates and deletes a seat', async () => {
    const created = await server.call<Seats>('POST', '/notifications/seats/new', {
      body: {
        name: 'Priya Natarajan',
        email: 'priya@example.net',
        telephoneCode: '+91',
        phone: '9812345678',
        sms: 1,
        integrations: ['int_4', 'int_4'],
      },
    });
    expect(created.status).toBe(200);
    const seat = created.body.seats[0];
    expect(seat).toMatchObject({
      name: 'Priya Natarajan',
      call: 0,
      integrations: [{ id: 'int_4', name: 'Ops mailbox', type: 'email' }],
    });
    expect(seat?.createdAt).toMatch(/Z$/);
    const updated = await server.call<Seats>('PUT', `/notifications/seats/update/${seat?.id}`, {
      body: { call: 1, integrations: [] },
    });
    expect(updated.body.seats[0]).toMatchObject({ call: 1, sms: 1, integrations: [] });
    const deleted = await server.call<Seats>('DELETE', `/notifications/seats/delete/${seat?.id}`);
    expect(deleted.body.seats[0]?.name).toBe('Priya Natarajan');
    const list = await server.call<ListEnvelope<'seats', SeatJson>>(
      'GET',
      '/notifications/seats/list',
    );
    expect(list.body.seats.map((s) => s.id)).not.toContain(seat?.id);
  });

  it.each([
    [{ email: 'a@example.com' }, ['name']],
    [{ name: 'A', email: 'not-an-email' }, ['email']],
    [{ name: 'A', email: 'a@example.com', telephoneCode: '+999' }, ['telephoneCode']],
    [{ name: 'A', email: 'a@example.com', phone: '7700900123' }, ['telephoneCode']],
    [{ name: 'A', email: 'a@example.com', sms: 2, call: 'yes' }, ['sms', 'call']],
    [{ name: 'A', email: 'a@example.com', integrations: ['int_99'] }, ['integrations']],
  ])('refuses %j naming %j', async (body, fields) => {
    const reply = await server.call('POST', '/notifications/seats/new', { body });
    expect(reply.status).toBe(422);
    expect(fieldsOf(reply)).toEqual(fields);
  });

  it('answers 404 for unknown seats', async () => {
    expect(
      (await server.call('PUT', '/notifications/seats/update/seat_99', { body: {} })).status,
    ).toBe(404);
    expect((await server.call('DELETE', '/notifications/seats/delete/seat_99')).status).toBe(404);
  });
});

describe('integrations', () => {
  it('lists 3 to 4 integrations', async () => {
    const { body } = await server.call<ListEnvelope<'integrations', IntegrationJson>>(
      'GET',
      '/notifications/integrations/list',
    );
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.total).toBeLessThanOrEqual(4);
    expect(body.integrations).toContainEqual(
      expect.objectContaining({ type: 'email', target: 'ops@example.com', enabled: 1 }),
    );
  });

  it('creates, disables and deletes an integration, unlinking it from seats', async () => {
    const created = await server.call<Integrations>('POST', '/notifications/integrations/new', {
      body: { name: 'Teams #ops', type: 'teams', target: 'https://teams.example.com/hook/abc' },
    });
    expect(created.body.integrations[0]).toMatchObject({ name: 'Teams #ops', enabled: 1 });
    const id = created.body.integrations[0]?.id;
    const disabled = await server.call<Integrations>(
      'PUT',
      `/notifications/integrations/update/${id}`,
      {
        body: { enabled: 0 },
      },
    );
    expect(disabled.body.integrations[0]).toMatchObject({ enabled: 0, type: 'teams' });

    await server.call('DELETE', '/notifications/integrations/delete/int_1');
    const seats = await server.call<ListEnvelope<'seats', SeatJson>>(
      'GET',
      '/notifications/seats/list',
    );
    const dana = seats.body.seats.find((s) => s.id === 'seat_1');
    expect(dana?.integrations.map((i) => i.id)).toEqual(['int_2']);
  });

  it.each([
    [{ type: 'slack', target: 'https://hooks.example.com' }, ['name']],
    [{ name: 'A', type: 'sms', target: 'x' }, ['type']],
    [{ name: 'A', type: 'webhook', target: 'not a url' }, ['target']],
    [{ name: 'A', type: 'email', target: 'https://example.com' }, ['target']],
    [{ name: 'A', type: 'pagerduty', target: '' }, ['target']],
    [
      { name: 'A', type: 'discord', target: 'https://discord.example.com/x', enabled: 3 },
      ['enabled'],
    ],
  ])('refuses %j naming %j', async (body, fields) => {
    const reply = await server.call('POST', '/notifications/integrations/new', { body });
    expect(reply.status).toBe(422);
    expect(fieldsOf(reply)).toEqual(fields);
  });

  it('answers 404 for unknown integrations', async () => {
    const reply = await server.call('DELETE', '/notifications/integrations/delete/int_99');
    expect(reply.status).toBe(404);
    expect(reply.body.error).toBe('Integration not found');
  });
});
