import { EventPatchSchema, NewEventSchema, TicketPurchaseSchema } from '../api/museum/schemas';
import type {
  EventPatch,
  NewEvent,
  PurchaseConfirmation,
  SpecialEvent,
  TicketPurchase,
} from '../api/museum/types';
import { museumFieldErrors } from '../api/museum/validate';
import type { TicketRow } from '../db/rows';
import { cacheTicketQr } from '../tickets/cache-qr';
import { crudOperations } from './crud';
import type { WriteOperation } from './operation';

const eventOperations = crudOperations<SpecialEvent>(
  {
    table: 'events',
    idOf: (event) => event.eventId,
    create: (apis, input: NewEvent, signal) => apis.museum.createEvent(input, { signal }),
    update: (apis, id, patch: EventPatch, signal) => apis.museum.updateEvent(id, patch, { signal }),
    remove: (apis, id, signal) => apis.museum.deleteEvent(id, { signal }),
    listAll: (apis, signal) =>
      apis.museum.listAllEvents({ startDate: '2000-01-01', endDate: '2100-12-31', signal }),
    matches: (event, input: NewEvent) =>
      event.name === input.name &&
      event.location === input.location &&
      event.dates.join() === input.dates.join(),
    placeholder: (eventId, input: NewEvent) => ({ ...input, eventId }),
    validateCreate: (payload) => museumFieldErrors(NewEventSchema, payload),
    validateUpdate: (payload) => museumFieldErrors(EventPatchSchema, payload),
  },
  { create: 'createEvent', update: 'updateEvent', delete: 'deleteEvent' },
);

/**
 * Buying a ticket. The API has no idempotency key and no way to list tickets, so a purchase whose
 * answer was lost can neither be checked nor safely re-sent: it waits for the user to confirm.
 */
const buyTickets: WriteOperation = {
  table: 'tickets',
  kind: 'create',
  notIdempotent: 'ask-user',
  validate: (payload) => museumFieldErrors(TicketPurchaseSchema, payload),
  applyLocally: async (database, ticketId, payload) => {
    const purchase = payload as TicketPurchase & { eventName?: string };
    const row: TicketRow = { ...purchase, ticketId, state: 'pending', createdAt: Date.now() };
    await database.tickets.put(row);
  },
  send: (apis, _id, payload, signal) => {
    const { eventName: _shownOnly, ...purchase } = payload as TicketPurchase & {
      eventName?: string;
    };
    return apis.museum.buyTickets(purchase as TicketPurchase, { signal });
  },
  storeResult: async (database, tempId, result) => {
    const confirmation = result as PurchaseConfirmation;
    const pending = await database.tickets.get(tempId);
    await database.tickets.delete(tempId);
    await database.tickets.put({
      ...pending,
      ...confirmation,
      email: pending?.email ?? '',
      createdAt: pending?.createdAt ?? Date.now(),
      state: 'bought',
      purchasedAt: Date.now(),
      localId: tempId,
    } as TicketRow);
    return confirmation.ticketId;
  },
  // The door view must work offline, so the QR image is fetched while we are surely online.
  afterSent: async (database, apis, ticketId) => {
    await cacheTicketQr(database, apis, ticketId);
  },
};

export const museumOperations: Record<string, WriteOperation> = { ...eventOperations, buyTickets };
