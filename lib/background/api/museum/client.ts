import * as v from 'valibot';
import {
  CalendarDateSchema,
  EventPatchSchema,
  EventsQuerySchema,
  MAX_LIMIT,
  MuseumHoursQuerySchema,
  MuseumHoursSchema,
  NewEventSchema,
  PurchaseConfirmationSchema,
  SpecialEventSchema,
  TicketPurchaseSchema,
  UuidSchema,
} from '../../../model/museum/schemas';
import type {
  EventPatch,
  EventsQuery,
  MuseumHoursQuery,
  NewEvent,
  TicketPurchase,
} from '../../../model/museum/types';
import { validateMuseumInput } from '../../../model/museum/validate';
import { collectAllPages } from '../http/paging';
import { museumRequest, museumRoutes } from './routes';
import { createMuseumTransport, type MuseumTransportOptions } from './transport';

export type MuseumApiOptions = MuseumTransportOptions;

/** Every operation takes one, so a closing popup or a sync deadline can cancel it. */
export interface CallOptions {
  signal?: AbortSignal;
}

const HoursListSchema = v.array(MuseumHoursSchema);
const EventListSchema = v.array(SpecialEventSchema);

/** Museum lists are validated whole (docs/MUSEUM.md describes every field). */
const wholePage = <T>(records: T[]) => ({ records, unreadable: [] });

/**
 * The Museum Demo API v1.1 client (docs/MUSEUM.md), one function per operation. Input is checked
 * before anything is sent (a `validation` ApiError with `fieldErrors`), answers are checked
 * against the published records, and every failure is an ApiError.
 */
export function createMuseumApi(options: MuseumApiOptions) {
  const send = createMuseumTransport(options);
  const { operation: hoursOperation } = museumRoutes.listMuseumHours;
  const { operation: eventsOperation } = museumRoutes.listEvents;

  /** One page of opening hours from `startDate` (default: the server's today). */
  async function listMuseumHours({ signal, ...query }: MuseumHoursQuery & CallOptions = {}) {
    const valid = validateMuseumInput(hoursOperation, MuseumHoursQuerySchema, query);
    return send.json(museumRequest('listMuseumHours', { query: valid, signal }), HoursListSchema);
  }

  /** Every published opening day from `startDate`, in pages of the maximum size. */
  async function listAllMuseumHours({ startDate, signal }: { startDate: string } & CallOptions) {
    validateMuseumInput(hoursOperation, CalendarDateSchema, startDate);
    const all = await collectAllPages(
      MAX_LIMIT,
      async (page, limit) => wholePage(await listMuseumHours({ startDate, page, limit, signal })),
      { operation: hoursOperation, maxRecords: options.maxListRecords },
    );
    return all.records;
  }

  /** Creates a special event; the server assigns its `eventId`. */
  async function createEvent(input: NewEvent, { signal }: CallOptions = {}) {
    const body = validateMuseumInput(museumRoutes.createEvent.operation, NewEventSchema, input);
    return send.json(museumRequest('createEvent', { body, signal }), SpecialEventSchema);
  }

  /** One page of events with a date in `[startDate, endDate]` (defaults: today, +7 days). */
  async function listEvents({ signal, ...query }: EventsQuery & CallOptions = {}) {
    const valid = validateMuseumInput(eventsOperation, EventsQuerySchema, query);
    return send.json(museumRequest('listEvents', { query: valid, signal }), EventListSchema);
  }

  /**
   * Every event in an explicit window: the list covers a date range, so a full sync must name
   * one rather than get the server's one-week default (docs/MUSEUM.md).
   */
  async function listAllEvents(window: { startDate: string; endDate: string } & CallOptions) {
    const { startDate, endDate, signal } = window;
    validateMuseumInput(eventsOperation, EventsQuerySchema, { startDate, endDate });
    const all = await collectAllPages(
      MAX_LIMIT,
      async (page, limit) =>
        wholePage(await listEvents({ startDate, endDate, page, limit, signal })),
      { operation: eventsOperation, maxRecords: options.maxListRecords },
    );
    return all.records;
  }

  async function getEvent(eventId: string, { signal }: CallOptions = {}) {
    validateMuseumInput(museumRoutes.getEvent.operation, UuidSchema, eventId);
    return send.json(museumRequest('getEvent', { id: eventId, signal }), SpecialEventSchema);
  }

  /** Changes only the fields in `patch`; answers with the whole updated event. */
  async function updateEvent(eventId: string, patch: EventPatch, { signal }: CallOptions = {}) {
    const { operation } = museumRoutes.updateEvent;
    validateMuseumInput(operation, UuidSchema, eventId);
    const body = validateMuseumInput(operation, EventPatchSchema, patch);
    const request = museumRequest('updateEvent', { id: eventId, body, signal });
    return send.json(request, SpecialEventSchema);
  }

  /** Cancels an event; answers nothing (204). */
  async function deleteEvent(eventId: string, { signal }: CallOptions = {}) {
    validateMuseumInput(museumRoutes.deleteEvent.operation, UuidSchema, eventId);
    await send.empty(museumRequest('deleteEvent', { id: eventId, signal }));
  }

  /** Buys a ticket. Not idempotent: sending it twice buys two tickets (docs/MUSEUM.md). */
  async function buyTickets(purchase: TicketPurchase, { signal }: CallOptions = {}) {
    const { operation } = museumRoutes.buyTickets;
    const body = validateMuseumInput(operation, TicketPurchaseSchema, purchase);
    return send.json(museumRequest('buyTickets', { body, signal }), PurchaseConfirmationSchema);
  }

  /**
   * The ticket image with its scannable QR code, checked to really be a PNG. `maxBytes`: a body
   * over this is refused while it arrives, never read whole.
   */
  async function getTicketQr(
    ticketId: string,
    { signal, maxBytes }: CallOptions & { maxBytes?: number } = {},
  ) {
    validateMuseumInput(museumRoutes.getTicketQr.operation, UuidSchema, ticketId);
    return send.png(museumRequest('getTicketQr', { id: ticketId, signal, maxBytes }));
  }

  return {
    listMuseumHours,
    listAllMuseumHours,
    createEvent,
    listEvents,
    listAllEvents,
    getEvent,
    updateEvent,
    deleteEvent,
    buyTickets,
    getTicketQr,
  };
}

export type MuseumApi = ReturnType<typeof createMuseumApi>;
