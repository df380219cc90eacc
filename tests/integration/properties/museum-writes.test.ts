/*
 * Property tests: any answer the published Museum API 1.1.1 description allows for its
 * single-record operations — get an event, the answers to creating and updating one, a ticket
 * purchase's confirmation, and the problem+json errors of the ticket QR (a PNG when it works) —
 * goes through the real client over HTTP, the outbox's own code that stores the answer in Dexie,
 * and the functions the options lists, the ticket wallet and the door view show it with.
 *
 * A failure prints fast-check's seed and path; replay it with
 *   FC_SEED=<seed> FC_PATH=<path> npx vitest run tests/integration/properties/museum-writes.test.ts
 */
import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { confirmationShown, ticketStrings } from '../../../components/tickets/ticket-strings';
import { eventsSpec } from '../../../entrypoints/options/resources/events';
import { changeLocally } from '../../../lib/background/outbox/writes/crud';
import { museumWrites } from '../../../lib/background/outbox/writes/museum-writes';
import { cacheTicketQr } from '../../../lib/background/tickets/cache-qr';
import { formatDayLong, formatDayShort } from '../../../lib/model/date-formats';
import { newTempId } from '../../../lib/model/outbox-row';
import { doorWarnings, purchaseState } from '../../../lib/model/ticket-status';
import { answerJson, asParsed, usePropertyBed } from './support/bed';
import { expectListShown } from './support/list-views';
import { confirmation, eventRecord, problem, uuid } from './support/museum-arbitraries';
import { expectReadable, textsOf } from './support/readable';
import { itHoldsFor } from './support/run-config';
import { todayIso } from './support/shared-arbitraries';

const bed = usePropertyBed('museum-writes');
const signal = () => AbortSignal.timeout(10_000);

const NEW_EVENT = {
  name: 'Harpsichord recital',
  location: 'Chapel gallery',
  eventDescription: 'Bach',
  dates: ['2031-03-06'],
  price: 24,
};

/** An update's answer: mostly for the id asked about; a server's slip may name another. */
const updateAnswers = uuid.chain((askedId) =>
  fc.record({
    askedId: fc.constant(askedId),
    event: eventRecord(fc.oneof({ weight: 4, arbitrary: fc.constant(askedId) }, uuid)),
  }),
);

const purchases = fc
  .constantFrom('general' as const, 'event' as const)
  .chain((ticketType) =>
    fc.record({ ticketType: fc.constant(ticketType), answer: confirmation(ticketType) }),
  );

const qrErrors = fc.record({
  status: fc.constantFrom(400, 401, 404),
  body: problem,
  type: fc.constantFrom('application/problem+json', 'application/json'),
});

/** A bought ticket whose QR image the error properties ask for. */
const QR_TICKET = {
  ticketId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  state: 'bought' as const,
  ticketType: 'general' as const,
  ticketDate: '2031-03-06',
  email: 'visitor@example.com',
  confirmationCode: 'ticket-general-e5e5c6-dce78',
  createdAt: 1,
};

describe('museum single records: any published-valid answer is kept and shown', () => {
  itHoldsFor(
    'get event: the client reads every field as sent and the options list shows it',
    eventRecord(),
    async (event) => {
      answerJson(bed, () => event);
      const got = await bed.apis.museum.getEvent(event.eventId, { signal: signal() });
      expect(got).toEqual(asParsed(event));
      expectListShown(eventsSpec, [got]);
    },
  );

  itHoldsFor(
    'create event: the answer replaces the placeholder under the server’s id',
    eventRecord(),
    async (event) => {
      const write = museumWrites.createEvent;
      answerJson(bed, () => event, 201);
      const tempId = newTempId();
      await changeLocally(bed.worker, write.table, (change) =>
        write.applyLocally(change, tempId, NEW_EVENT),
      );
      const answer = await write.send(bed.apis, tempId, NEW_EVENT, signal());
      expect(
        await changeLocally(bed.worker, write.table, async (change) =>
          write.storeResult?.(change, tempId, answer),
        ),
      ).toBe(event.eventId);
      expect(await bed.database.events.get(tempId)).toBeUndefined();
      const stored = await bed.database.events.get(event.eventId);
      expect(stored).toEqual(asParsed(event));
      expectListShown(eventsSpec, stored ? [stored] : []);
      await bed.database.events.clear();
    },
  );

  itHoldsFor(
    'update event: the whole updated event is stored under the id asked about',
    updateAnswers,
    async ({ askedId, event }) => {
      const write = museumWrites.updateEvent;
      answerJson(bed, () => event);
      const answer = await write.send(bed.apis, askedId, { name: 'Renamed' }, signal());
      expect(
        await changeLocally(bed.worker, write.table, async (change) =>
          write.storeResult?.(change, askedId, answer),
        ),
      ).toBe(askedId);
      const stored = await bed.database.events.get(askedId);
      expect(stored).toEqual({ ...asParsed(event), eventId: askedId });
      expectListShown(eventsSpec, stored ? [stored] : []);
      await bed.database.events.clear();
    },
  );

  itHoldsFor(
    'buy tickets: every confirmation is a bought ticket the wallet and the door show',
    purchases,
    async ({ ticketType, answer }) => {
      const write = museumWrites.buyTickets;
      answerJson(bed, () => answer, 201);
      const purchase = { ticketDate: '2031-03-06', email: 'visitor@example.com' };
      const order =
        ticketType === 'general'
          ? { ticketType, ...purchase }
          : { ticketType, ...purchase, eventId: crypto.randomUUID() };
      const tempId = newTempId();
      await changeLocally(bed.worker, write.table, (change) =>
        write.applyLocally(change, tempId, order),
      );
      const confirmed = await write.send(bed.apis, tempId, order, signal());
      expect(
        await changeLocally(bed.worker, write.table, async (change) =>
          write.storeResult?.(change, tempId, confirmed),
        ),
      ).toBe(answer.ticketId);
      const sent = asParsed(answer);
      const ticket = await bed.database.tickets.get(answer.ticketId);
      expect(ticket).toMatchObject({ state: 'bought', ...sent });
      if (!ticket) return;

      expect(purchaseState(ticket, undefined)).toBe('bought');
      const echoes = textsOf(sent);
      const shown = confirmationShown(ticket);
      expect(shown.trim(), 'something for staff to read out').not.toBe('');
      expectReadable('confirmation code', shown, echoes);
      expectReadable('door date', formatDayLong(ticket.ticketDate), echoes);
      expectReadable('wallet date', formatDayShort(ticket.ticketDate), echoes);
      expectReadable('purchase status', ticketStrings.bought(ticket.message ?? ''), echoes);
      const warnings = doorWarnings(ticket, todayIso(), 'bought', undefined);
      expect(warnings.map((w) => w.kind)).toContain('qr-missing');
      await bed.database.tickets.clear();
    },
  );

  itHoldsFor(
    'ticket QR errors: any published problem answer is told in words, nothing cached',
    qrErrors,
    async ({ status, body, type }) => {
      answerJson(bed, () => body, status, type);
      await bed.database.tickets.put(QR_TICKET);
      const decode = async () => {
        throw new Error('an error answer must never be decoded as an image');
      };
      const { ticketId } = QR_TICKET;
      expect(await cacheTicketQr(bed.worker, bed.apis, ticketId, { decode })).toBe('failed');
      const image = await bed.database.ticketImages.get(ticketId);
      expect(image?.png ?? null).toBeNull();
      const reason = image?.lastError ?? '';
      expect(reason).toContain(`HTTP ${status}`);
      const said = asParsed(body);
      const told = said.detail || said.title;
      if (told.trim()) expect(reason).toContain(told.slice(0, 300));
      expectReadable('door warning', ticketStrings.door.unverified(reason), textsOf(said));
      await bed.database.ticketImages.clear();
    },
  );
});
