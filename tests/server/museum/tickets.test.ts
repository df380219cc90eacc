import { describe, expect, it } from 'vitest';
import { decodeQrPng } from '../../integration/support/decode-qr';
import { firstSeededEvent, problemOf, useMuseumServer } from './museum-test-server';
import { qrImageKey } from './state';
import { ticketQrText } from './tickets';

const server = useMuseumServer();

interface Confirmation {
  message: string;
  ticketId: string;
  ticketType: string;
  ticketDate: string;
  confirmationCode: string;
  eventName?: string;
}

const buy = async (body: unknown) => {
  const response = await server.call('/tickets', { method: 'POST', body });
  return { status: response.status, body: (await response.json()) as Confirmation };
};

const firstEvent = () => firstSeededEvent(server.state);

describe('POST /tickets', () => {
  it('buys a general entry ticket', async () => {
    const { status, body } = await buy({
      ticketType: 'general',
      ticketDate: '2031-03-04',
      email: 'visitor@example.com',
      phone: '+44 20 7946 0000',
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      message: 'Museum general entry ticket purchased',
      ticketId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ticketType: 'general',
      ticketDate: '2031-03-04',
      confirmationCode: expect.stringMatching(/^ticket-general-[0-9a-f]{6}-[0-9a-f]{5}$/),
    });
    expect(server.state.tickets.get(body.ticketId)).toMatchObject({ email: 'visitor@example.com' });
  });

  it('buys a special event ticket for one of the event dates, naming the event', async () => {
    const event = firstEvent();
    const ticketDate = event.dates[0];
    const { status, body } = await buy({
      ticketType: 'event',
      eventId: event.eventId,
      ticketDate,
      email: 'a@b.org',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      message: 'Museum special event ticket purchased',
      ticketType: 'event',
      ticketDate,
      eventName: event.name,
      confirmationCode: expect.stringMatching(/^ticket-event-[0-9a-f]{6}-[0-9a-f]{5}$/),
    });
  });

  it('sells a second ticket when the same purchase is sent twice (no idempotency)', async () => {
    const purchase = { ticketType: 'general', ticketDate: '2031-03-04', email: 'a@b.org' };
    const [one, two] = [await buy(purchase), await buy(purchase)];
    expect(one.body.ticketId).not.toBe(two.body.ticketId);
    expect(server.state.tickets.size).toBe(2);
  });

  it('refuses event tickets without an event, for another day, or for an unknown event', async () => {
    const event = firstEvent();
    const base = { ticketType: 'event', email: 'a@b.org' };
    const noEvent = await server.call('/tickets', {
      method: 'POST',
      body: { ...base, ticketDate: event.dates[0] },
    });
    expect(noEvent.status).toBe(400);
    expect((await problemOf(noEvent)).errors?.map((e) => e.field)).toEqual(['eventId']);

    const wrongDay = await server.call('/tickets', {
      method: 'POST',
      body: { ...base, eventId: event.eventId, ticketDate: '2031-03-04' },
    });
    expect(wrongDay.status).toBe(400);
    expect((await problemOf(wrongDay)).errors?.map((e) => e.field)).toEqual(['ticketDate']);

    const unknown = await server.call('/tickets', {
      method: 'POST',
      body: { ...base, eventId: crypto.randomUUID(), ticketDate: '2031-03-04' },
    });
    expect(unknown.status).toBe(404);
    expect(server.state.tickets.size).toBe(0);
  });

  it.each([
    [
      'an unknown ticket type',
      { ticketType: 'vip', ticketDate: '2031-03-04', email: 'a@b.org' },
      'ticketType',
    ],
    [
      'an email without @',
      { ticketType: 'general', ticketDate: '2031-03-04', email: 'ab.org' },
      'email',
    ],
    [
      'an impossible date',
      { ticketType: 'general', ticketDate: '2031-04-31', email: 'a@b.org' },
      'ticketDate',
    ],
  ])('refuses %s with 400', async (_case, body, field) => {
    const response = await server.call('/tickets', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors?.map((e) => e.field)).toEqual([field]);
  });
});

describe('GET /tickets/{ticketId}/qr', () => {
  it('is a PNG whose QR code reads back as the ticket identity, rendered once', async () => {
    const { body: ticket } = await buy({
      ticketType: 'general',
      ticketDate: '2031-03-04',
      email: 'a@b.org',
    });
    const response = await server.call(`/tickets/${ticket.ticketId}/qr`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const png = new Uint8Array(await response.arrayBuffer());
    expect(decodeQrPng(png)).toBe(`MUSEUM-TICKET:${ticket.ticketId}:${ticket.confirmationCode}`);
    expect(ticketQrText(ticket)).toBe(decodeQrPng(png));

    const key = qrImageKey(ticket.ticketId, 'gatehouse');
    const cached = server.state.qrImages.get(key);
    const again = new Uint8Array(
      await (await server.call(`/tickets/${ticket.ticketId}/qr`)).arrayBuffer(),
    );
    expect(again).toEqual(png);
    expect(server.state.qrImages.get(key)).toBe(cached);
  });

  it('forgets tickets on reset', async () => {
    const { body: ticket } = await buy({
      ticketType: 'general',
      ticketDate: '2031-03-04',
      email: 'a@b.org',
    });
    await fetch(`${server.running.url}/__control/reset`, { method: 'POST' });
    expect((await server.call(`/tickets/${ticket.ticketId}/qr`)).status).toBe(404);
  });
});
