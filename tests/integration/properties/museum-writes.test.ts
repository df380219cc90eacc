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
import { describe, expect, it } from 'vitest';
import {
  confirmationShown,
  ticketDateLong,
  ticketDateShort,
  ticketStrings,
} from '../../../components/tickets/ticket-strings';
import { eventsSpec } from '../../../entrypoints/options/resources/events';
import { newTempId } from '../../../lib/db/outbox-row';
import { museumWrites } from '../../../lib/outbox/operations-museum';
import { cacheTicketQr } from '../../../lib/tickets/cache-qr';
import { doorWarnings, purchaseState } from '../../../lib/tickets/ticket-status';
import { answerJson, asParsed, usePropertyBed } from './support/bed';
import { expectListShown } from './support/list-views';
import { confirmation, eventRecord, problem, uuid } from './support/museum-arbitraries';
import { expectReadable, textsOf } from './support/readable';
import { PROPERTY_TIMEOUT_MS, propertyParameters } from './support/run-config';
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

describe('museum single records: any published-valid answer is kept and shown', () => {
  it(
    'get event: the client reads every field as sent and the options list shows it',
    async () => {
      await fc.assert(
        fc.asyncProperty(eventRecord(), async (event) => {
          answerJson(bed, () => event);
          const got = await bed.apis.museum.getEvent(event.eventId, { signal: signal() });
          expect(got).toEqual(asParsed(event));
          expectListShown(eventsSpec, [got]);
        }),
        propertyParameters(),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'create event: the answer replaces the placeholder under the server’s id',
    async () => {
      const write = museumWrites.createEvent;
      await fc.assert(
        fc.asyncProperty(eventRecord(), async (event) => {
          answerJson(bed, () => event, 201);
          const tempId = newTempId();
          await write.applyLocally(bed.database, tempId, NEW_EVENT);
          const answer = await write.send(bed.apis, tempId, NEW_EVENT, signal());
          expect(await write.storeResult?.(bed.database, tempId, answer)).toBe(event.eventId);
          expect(await bed.database.events.get(tempId)).toBeUndefined();
          const stored = await bed.database.events.get(event.eventId);
          expect(stored).toEqual(asParsed(event));
          expectListShown(eventsSpec, stored ? [stored] : []);
          await bed.database.events.clear();
        }),
        propertyParameters(),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'update event: the whole updated event is stored under the id asked about',
    async () => {
      const write = museumWrites.updateEvent;
      const answers = uuid.chain((askedId) =>
        fc.record({
          askedId: fc.constant(askedId),
          // Mostly the same id; a server's slip naming another must not move the row.
          event: eventRecord(fc.oneof({ weight: 4, arbitrary: fc.constant(askedId) }, uuid)),
        }),
      );
      await fc.assert(
        fc.asyncProperty(answers, async ({ askedId, event }) => {
          answerJson(bed, () => event);
          const patch = { name: 'Renamed' };
          const answer = await write.send(bed.apis, askedId, patch, signal());
          expect(await write.storeResult?.(bed.database, askedId, answer)).toBe(askedId);
          const stored = await bed.database.events.get(askedId);
          expect(stored).toEqual({ ...asParsed(event), eventId: askedId });
          expectListShown(eventsSpec, stored ? [stored] : []);
          await bed.database.events.clear();
        }),
        propertyParameters(),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'buy tickets: every confirmation is a bought ticket the wallet and the door show',
    async () => {
      const write = museumWrites.buyTickets;
      const purchases = fc
        .constantFrom('general' as const, 'event' as const)
        .chain((ticketType) =>
          fc.record({ ticketType: fc.constant(ticketType), answer: confirmation(ticketType) }),
        );
      await fc.assert(
        fc.asyncProperty(purchases, async ({ ticketType, answer }) => {
          answerJson(bed, () => answer, 201);
          const order =
            ticketType === 'general'
              ? { ticketType, ticketDate: '2031-03-06', email: 'visitor@example.com' }
              : {
                  ticketType,
                  ticketDate: '2031-03-06',
                  email: 'visitor@example.com',
                  eventId: crypto.randomUUID(),
                };
          const tempId = newTempId();
          await write.applyLocally(bed.database, tempId, order);
          const confirmed = await write.send(bed.apis, tempId, order, signal());
          const ticketId = await write.storeResult?.(bed.database, tempId, confirmed);
          expect(ticketId).toBe(answer.ticketId);
          const sent = asParsed(answer);
          const ticket = await bed.database.tickets.get(answer.ticketId);
          expect(ticket).toMatchObject({ state: 'bought', ...sent });
          if (!ticket) return;

          expect(purchaseState(ticket, undefined)).toBe('bought');
          const echoes = textsOf(sent);
          const shown = confirmationShown(ticket);
          expect(shown.trim(), 'something for staff to read out').not.toBe('');
          expectReadable('confirmation code', shown, echoes);
          expectReadable('door date', ticketDateLong(ticket.ticketDate), echoes);
          expectReadable('wallet date', ticketDateShort(ticket.ticketDate), echoes);
          expectReadable('purchase status', ticketStrings.bought(ticket.message ?? ''), echoes);
          const warnings = doorWarnings(ticket, todayIso(), 'bought', undefined);
          expect(warnings.map((w) => w.kind)).toContain('qr-missing');
          await bed.database.tickets.clear();
        }),
        propertyParameters(),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'ticket QR errors: any published problem answer is told in words, nothing cached',
    async () => {
      const errors = fc.record({
        status: fc.constantFrom(400, 401, 404),
        body: problem,
        type: fc.constantFrom('application/problem+json', 'application/json'),
      });
      const ticketId = crypto.randomUUID();
      await bed.database.tickets.put({
        ticketId,
        state: 'bought',
        ticketType: 'general',
        ticketDate: todayIso(),
        email: 'visitor@example.com',
        confirmationCode: 'ticket-general-e5e5c6-dce78',
        createdAt: 1,
      });
      await fc.assert(
        fc.asyncProperty(errors, async ({ status, body, type }) => {
          answerJson(bed, () => body, status, type);
          const decode = async () => {
            throw new Error('an error answer must never be decoded as an image');
          };
          expect(await cacheTicketQr(bed.database, bed.apis, ticketId, { decode })).toBe('failed');
          const image = await bed.database.ticketImages.get(ticketId);
          expect(image?.png ?? null).toBeNull();
          const reason = image?.lastError ?? '';
          expect(reason).toContain(`HTTP ${status}`);
          const said = asParsed(body);
          const told = said.detail || said.title;
          if (told.trim()) expect(reason).toContain(told.slice(0, 300));
          expectReadable('door warning', ticketStrings.door.unverified(reason), textsOf(said));
          await bed.database.ticketImages.clear();
        }),
        propertyParameters(),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
