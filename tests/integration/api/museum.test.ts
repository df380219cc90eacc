import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMuseumApi,
  type MuseumApi,
  type MuseumApiOptions,
} from '../../../lib/background/api/museum/client';
import { ApiError } from '../../../lib/model/errors/errors';
import { ticketQrText } from '../../../lib/model/museum/ticket-qr-text';
import type { Fault } from '../../server/core/faults';
import { addDays, localToday, weekdayOf } from '../../server/museum/calendar';
import { type RunningServer, startServer } from '../../server/start';
import { decodeQrPng } from '../support/decode-qr';
import { closedPortUrl, startWebPageServer } from '../support/web-page-server';

const DEMO = { username: 'demo', password: 'demo' };
// Outside Latin-1 on purpose: plain btoa() would throw on it (the header is UTF-8, RFC 7617).
const WRONG = { username: 'demo', password: 'Wr0ng-pässwörd-€' };
const SECRETS = [
  DEMO.password,
  WRONG.password,
  Buffer.from('demo:demo').toString('base64'),
  Buffer.from(`demo:${WRONG.password}`).toString('base64'),
];
/** A Monday far enough ahead that every date after it is inside the published schedule. */
const MONDAY = '2031-03-03';

let running: RunningServer;
beforeAll(async () => {
  running = await startServer({ port: 0 });
});
afterAll(() => running.close());
beforeEach(async () => {
  await fetch(`${running.url}/__control/reset`, { method: 'POST' });
});

function museumApi(overrides: Partial<MuseumApiOptions> = {}): MuseumApi {
  return createMuseumApi({
    baseURL: running.museumBaseUrl,
    getCredentials: async () => DEMO,
    ...overrides,
  });
}

const museum = () => running.context.state.museum;
const seededEvent = () => [...museum().events.values()][0] ?? expect.fail('no seeded events');
const injectFault = (fault: Fault) => running.context.faults.add(fault);
const requestsTo = (path: string) => running.context.log.entries.filter((e) => e.path === path);

/** The ApiError a call failed with, after checking that no secret leaked into it. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => expect.fail('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  for (const secret of SECRETS) {
    expect(apiError.message).not.toContain(secret);
    expect(JSON.stringify(apiError)).not.toContain(secret);
  }
  return apiError;
}

const aConcert = {
  name: 'Harpsichord Recital',
  location: 'Chapel Gallery',
  eventDescription: 'Bach and Scarlatti on the museum harpsichord.',
  dates: ['2031-03-06', '2031-03-07'],
  price: 24,
};

describe('museum client: every operation against the local server', () => {
  it('reads one page of opening hours, then every page from a start date', async () => {
    const api = museumApi();
    const today = localToday(new Date());
    const firstPage = await api.listMuseumHours();
    expect(firstPage).toHaveLength(10);
    expect(firstPage[0]?.date).toBe(weekdayOf(today) === 1 ? addDays(today, 1) : today);

    const week = await api.listMuseumHours({ startDate: MONDAY, limit: 6 });
    expect(week.slice(2)).toEqual([
      { date: '2031-03-06', timeOpen: '09:00', timeClose: '21:00' },
      { date: '2031-03-07', timeOpen: '09:00', timeClose: '17:00' },
      // The published pattern's colon is optional: a weekend row as the server spells it.
      { date: '2031-03-08', timeOpen: '0900', timeClose: '1700' },
      { date: '2031-03-09', timeOpen: '0900', timeClose: '1700' },
    ]);

    running.context.log.clear();
    const all = await api.listAllMuseumHours({ startDate: MONDAY });
    expect(all).toHaveLength(48); // 8 weeks of the schedule, closed on each Monday
    expect(requestsTo('/v1.1/museum-hours').map((r) => r.query)).toEqual([
      { startDate: MONDAY, page: '1', limit: '30' },
      { startDate: MONDAY, page: '2', limit: '30' },
    ]);
  });

  it('creates, reads, lists, updates and deletes a special event', async () => {
    const api = museumApi();
    const created = await api.createEvent(aConcert);
    expect(created).toEqual({ eventId: expect.any(String), ...aConcert });
    expect(await api.getEvent(created.eventId)).toEqual(created);
    expect(await api.listEvents({ startDate: '2031-03-07', endDate: '2031-03-07' })).toEqual([
      created,
    ]);

    const updated = await api.updateEvent(created.eventId, { price: 30, location: 'Great Hall' });
    expect(updated).toEqual({ ...created, price: 30, location: 'Great Hall' });

    await expect(api.deleteEvent(created.eventId)).resolves.toBeUndefined();
    expect((await failureOf(api.getEvent(created.eventId))).kind).toBe('not-found');
  });

  it('lists every event in an explicit window, across pages of 30', async () => {
    const today = localToday(new Date());
    const programme = await museumApi().listAllEvents({
      startDate: addDays(today, -14),
      endDate: addDays(today, 60),
    });
    expect(programme.map((e) => e.eventId).sort()).toEqual([...museum().events.keys()].sort());
    // The server's default window is one week: far less than a full sync needs.
    expect((await museumApi().listEvents({ limit: 30 })).length).toBeLessThan(programme.length);

    for (let day = 1; day <= 34; day++) {
      const eventId = randomUUID();
      const date = `2031-05-${String(Math.min(day, 31)).padStart(2, '0')}`;
      museum().events.set(eventId, { ...aConcert, eventId, name: `Recital ${day}`, dates: [date] });
    }
    running.context.log.clear();
    const may = await museumApi().listAllEvents({ startDate: '2031-05-01', endDate: '2031-05-31' });
    expect(may).toHaveLength(34);
    expect(requestsTo('/v1.1/special-events').map((r) => r.query.page)).toEqual(['1', '2']);
  });

  it('buys general and event tickets; the QR image scans back to the ticket', async () => {
    const api = museumApi();
    const general = await api.buyTickets({
      ticketType: 'general',
      ticketDate: '2031-03-04',
      email: ' visitor@example.com ',
      phone: '',
    });
    expect(general).toMatchObject({
      message: 'Museum general entry ticket purchased',
      ticketType: 'general',
      ticketDate: '2031-03-04',
      confirmationCode: expect.stringMatching(/^ticket-general-/),
    });
    expect(museum().tickets.get(general.ticketId)).toMatchObject({ email: 'visitor@example.com' });
    expect(museum().tickets.get(general.ticketId)?.phone).toBeUndefined();

    const event = seededEvent();
    const ticketDate = event.dates[0] ?? '';
    const forEvent = await api.buyTickets({
      ticketType: 'event',
      eventId: event.eventId,
      ticketDate,
      email: 'visitor@example.com',
    });
    expect(forEvent).toMatchObject({ ticketType: 'event', ticketDate, eventName: event.name });

    const qr = await api.getTicketQr(forEvent.ticketId);
    expect(qr.type).toBe('image/png');
    const text = decodeQrPng(new Uint8Array(await qr.arrayBuffer()));
    expect(text).toBe(`MUSEUM-TICKET:${forEvent.ticketId}:${forEvent.confirmationCode}`);
    expect(text).toBe(ticketQrText(forEvent));
  });
});

describe('museum client: content negotiation per operation (docs/MUSEUM.md)', () => {
  const JSON_ACCEPT = 'application/json, application/problem+json';

  it('gets the ticket QR from a server that answers 406 to an Accept without image/png', async () => {
    const api = museumApi();
    const { ticketId } = await api.buyTickets({
      ticketType: 'general',
      ticketDate: '2031-03-04',
      email: 'a@b.co',
    });
    const qr = await api.getTicketQr(ticketId);
    expect(qr.type).toBe('image/png');
    expect(requestsTo(`/v1.1/tickets/${ticketId}/qr`).map((r) => r.accept)).toEqual([
      'image/png, application/problem+json',
    ]);
  });

  it('names exactly what each operation answers with in Accept', async () => {
    const api = museumApi();
    const event = await api.createEvent(aConcert);
    await api.getEvent(event.eventId);
    await api.updateEvent(event.eventId, { price: 30 });
    await api.listEvents();
    await api.listMuseumHours();
    await api.buyTickets({ ticketType: 'general', ticketDate: '2031-03-04', email: 'a@b.co' });
    await api.deleteEvent(event.eventId);
    const sent = running.context.log.entries.map((r) => `${r.method} ${r.accept}`);
    expect(sent).toEqual([
      `POST ${JSON_ACCEPT}`,
      `GET ${JSON_ACCEPT}`,
      `PATCH ${JSON_ACCEPT}`,
      `GET ${JSON_ACCEPT}`,
      `GET ${JSON_ACCEPT}`,
      `POST ${JSON_ACCEPT}`,
      // Success has no body; only an error does.
      'DELETE application/problem+json',
    ]);
  });

  it('reads the problem+json of a failed QR request: the server said why', async () => {
    const error = await failureOf(museumApi().getTicketQr(randomUUID()));
    expect(error).toMatchObject({ kind: 'not-found', status: 404 });
    expect(error.message).toContain('No ticket has id');
  });
});

describe('museum client: failures arrive as ApiErrors of the right kind', () => {
  it('config: no server address, nothing sent', async () => {
    const error = await failureOf(museumApi({ baseURL: '' }).listEvents());
    expect(error).toMatchObject({
      kind: 'config',
      retryable: false,
      operation: 'Load special events',
    });
    expect(error.message).toMatch(/Settings/);
  });

  it('auth: no credentials (nothing sent), or wrong ones (401)', async () => {
    const unset = await failureOf(
      museumApi({ getCredentials: async () => null }).buyTickets({
        ticketType: 'general',
        ticketDate: '2031-03-04',
        email: 'a@example.com',
      }),
    );
    expect(unset).toMatchObject({ kind: 'auth', retryable: false, operation: 'Buy tickets' });
    expect(unset.message).toMatch(/Set them in Settings/);
    expect(requestsTo('/v1.1/tickets')).toHaveLength(0);

    const wrong = await failureOf(museumApi({ getCredentials: async () => WRONG }).listEvents());
    expect(wrong).toMatchObject({ kind: 'auth', status: 401, retryable: false });
  });

  it('validation: bad input is refused before sending, naming each field', async () => {
    const api = museumApi();
    const event = await failureOf(
      api.createEvent({ ...aConcert, name: '  ', dates: ['2031-02-30'], price: -2 }),
    );
    expect(event).toMatchObject({ kind: 'validation', retryable: false });
    expect(event.fieldErrors.map((e) => e.field)).toEqual(['name', 'dates.0', 'price']);

    const purchase = { ticketType: 'event', ticketDate: '2031-03-04', email: 'a@b' } as const;
    const ticket = await failureOf(api.buyTickets(purchase as never));
    expect(ticket.fieldErrors.map((e) => e.field)).toEqual(['eventId', 'email']);

    expect((await failureOf(api.listMuseumHours({ limit: 31 }))).fieldErrors[0]?.field).toBe(
      'limit',
    );
    expect((await failureOf(api.updateEvent(seededEvent().eventId, {}))).kind).toBe('validation');
    expect((await failureOf(api.getEvent('not-a-uuid'))).kind).toBe('validation');
    expect(running.context.log.entries).toHaveLength(0);
  });

  it('validation: a 400 from the server carries its field errors', async () => {
    const event = seededEvent();
    const error = await failureOf(
      museumApi().buyTickets({
        ticketType: 'event',
        eventId: event.eventId,
        ticketDate: '2031-03-04',
        email: 'a@example.com',
      }),
    );
    expect(error).toMatchObject({ kind: 'validation', status: 400, retryable: false });
    expect(error.fieldErrors).toEqual([
      { field: 'ticketDate', message: `${event.name} does not take place on 2031-03-04` },
    ]);
  });

  it('not-found: unknown events and tickets (404)', async () => {
    const api = museumApi();
    for (const call of [
      () => api.getEvent(randomUUID()),
      () => api.updateEvent(randomUUID(), { price: 1 }),
      () => api.deleteEvent(randomUUID()),
      () => api.getTicketQr(randomUUID()),
    ]) {
      expect(await failureOf(call())).toMatchObject({
        kind: 'not-found',
        status: 404,
        retryable: false,
      });
    }
  });

  it('rate-limited: 429 with Retry-After', async () => {
    injectFault({ path: '/v1.1/special-events', kind: 'status', status: 429, retryAfter: 7 });
    const error = await failureOf(museumApi().listEvents());
    expect(error).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAfter: 7,
      retryable: true,
    });
  });

  it.each([500, 503])('server: HTTP %i is retryable', async (status) => {
    injectFault({ path: '/v1.1/special-events/*', kind: 'status', status });
    const error = await failureOf(museumApi().getEvent(seededEvent().eventId));
    expect(error).toMatchObject({ kind: 'server', status, retryable: true });
  });

  it('bad-response: not JSON, cut off, a web page, wrong field types, or not a PNG', async () => {
    const api = museumApi();
    injectFault({ path: '/v1.1/special-events', kind: 'malformed', times: 1 });
    expect(await failureOf(api.listEvents())).toMatchObject({
      kind: 'bad-response',
      retryable: true,
    });

    injectFault({ path: '/v1.1/museum-hours', kind: 'truncate', times: 1 });
    expect((await failureOf(api.listMuseumHours())).kind).toBe('bad-response');

    const page = await startWebPageServer();
    const portal = await failureOf(museumApi({ baseURL: page.url }).listEvents()).finally(
      page.close,
    );
    expect(portal).toMatchObject({ kind: 'bad-response' });
    expect(portal.message).toMatch(/web page/);

    const event = seededEvent();
    Object.assign(event, { price: '18.00' });
    const wrongType = await failureOf(api.getEvent(event.eventId));
    expect(wrongType).toMatchObject({ kind: 'bad-response', path: 'price' });

    const { ticketId } = await api.buyTickets({
      ticketType: 'general',
      ticketDate: '2031-03-04',
      email: 'a@b.co',
    });
    injectFault({ path: '/v1.1/tickets/*/qr', kind: 'malformed' });
    const notPng = await failureOf(api.getTicketQr(ticketId));
    expect(notPng).toMatchObject({ kind: 'bad-response', operation: 'Load ticket QR code' });
  });

  it('a QR image over the bound asked for is refused as too large, not read whole', async () => {
    const api = museumApi();
    const { ticketId } = await api.buyTickets({
      ticketType: 'general',
      ticketDate: '2031-03-04',
      email: 'a@b.co',
    });
    injectFault({ path: '/v1.1/tickets/*/qr', kind: 'image', image: 'huge' });
    const huge = await failureOf(api.getTicketQr(ticketId, { maxBytes: 2 * 1024 * 1024 }));
    expect(huge).toMatchObject({ kind: 'too-large', operation: 'Load ticket QR code' });
    expect(huge.message).toMatch(/too large/);
  });

  it('offline: nothing listening, or the connection reset', async () => {
    const nobody = await failureOf(museumApi({ baseURL: await closedPortUrl() }).listEvents());
    expect(nobody).toMatchObject({ kind: 'offline', retryable: true });

    injectFault({ path: '/v1.1/special-events', kind: 'reset' });
    expect(await failureOf(museumApi().listEvents())).toMatchObject({
      kind: 'offline',
      retryable: true,
    });
  });

  it('offline after the server applied it: the purchase happened though the answer was lost', async () => {
    injectFault({ path: '/v1.1/tickets', kind: 'reset-after-apply' });
    const purchase = { ticketType: 'general', ticketDate: '2031-03-04', email: 'a@b.co' } as const;
    expect((await failureOf(museumApi().buyTickets(purchase))).kind).toBe('offline');
    expect(museum().tickets.size).toBe(1);
  });

  it('timeout: the server never answers', async () => {
    injectFault({ path: '/v1.1/museum-hours', kind: 'hang' });
    const error = await failureOf(museumApi({ timeoutMs: 200 }).listMuseumHours());
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
  });

  it('aborted: the caller cancels', async () => {
    // Never answered: only the caller's cancel ends the call.
    injectFault({ path: '/v1.1/museum-hours', kind: 'hang' });
    const controller = new AbortController();
    const call = museumApi().listAllMuseumHours({ startDate: MONDAY, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await failureOf(call)).toMatchObject({ kind: 'aborted', retryable: true });
  });
});
