import { EventPatchSchema, NewEventSchema, TicketOrderSchema } from '../../../model/museum/schemas';
import type { SpecialEvent } from '../../../model/museum/types';
import type { TicketRow } from '../../../model/rows';
import { cacheTicketQr } from '../../tickets/cache-qr';
import { keepTicketDay } from '../../tickets/ticket-day';
import { crudWrites } from './crud';
import { defineWrite } from './write-definition';

const events = crudWrites({
  api: 'museum',
  table: 'events',
  idOf: (event: SpecialEvent) => event.eventId,
  createInput: NewEventSchema,
  updateInput: EventPatchSchema,
  create: (apis, input, signal) => apis.museum.createEvent(input, { signal }),
  update: (apis, id, patch, signal) => apis.museum.updateEvent(id, patch, { signal }),
  remove: (apis, id, signal) => apis.museum.deleteEvent(id, { signal }),
  listLike: (apis, input, signal) => {
    const dates = [...input.dates].sort();
    const [first = '2000-01-01', last = first] = [dates[0], dates.at(-1)];
    return apis.museum.listAllEvents({ startDate: first, endDate: last, signal });
  },
  matches: (event: SpecialEvent, input) =>
    event.name === input.name &&
    event.location === input.location &&
    event.dates.join() === input.dates.join(),
  placeholder: async (_database, eventId, input) => ({ ...input, eventId }),
});

/**
 * Buying a ticket. The API has no idempotency key and no way to list tickets, so a purchase whose
 * answer was lost can neither be checked nor safely re-sent: it waits for the user to confirm.
 */
const buyTickets = defineWrite({
  api: 'museum',
  table: 'tickets',
  kind: 'create',
  input: TicketOrderSchema,
  repeat: 'ask-user',
  applyLocally: async (transaction, ticketId, order) => {
    const row: TicketRow = { ...order, ticketId, state: 'pending', createdAt: Date.now() };
    await transaction.objectStore('tickets').put(row);
  },
  send: (apis, _id, { eventName: _shownOnly, purchaseId: _localOnly, ...purchase }, signal) =>
    apis.museum.buyTickets(purchase, { signal }),
  storeResult: async (transaction, tempId, confirmation) => {
    const tickets = transaction.objectStore('tickets');
    const pending = await tickets.get(tempId);
    await tickets.delete(tempId);
    await tickets.put({
      email: '',
      createdAt: Date.now(),
      ...pending,
      ...confirmation,
      state: 'bought',
      purchasedAt: Date.now(),
      localId: tempId,
    });
    return confirmation.ticketId;
  },
  // The door view must work offline, so the QR image is fetched while we are surely online.
  // A bought ticket may be the next morning's to remind of.
  afterSent: async (database, apis, ticketId) => {
    await cacheTicketQr(database, apis, ticketId);
    await keepTicketDay(database);
  },
});

export const museumWrites = {
  createEvent: events.create,
  updateEvent: events.update,
  deleteEvent: events.remove,
  buyTickets,
};
