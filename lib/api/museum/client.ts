import * as v from 'valibot';
import { collectAllPages } from '../paging';
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
} from './schemas';
import { createMuseumTransport, type MuseumTransportOptions } from './transport';
import type { EventPatch, EventsQuery, MuseumHoursQuery, NewEvent, TicketPurchase } from './types';
import { validateMuseumInput } from './validate';
export type MuseumApiOptions = MuseumTransportOptions;

/** Every operation takes one, so a closing popup or a sync deadline can cancel it. */
export interface CallOptions {
  signal?: AbortSignal;
}

const HoursListSchema = v.array(MuseumHoursSchema);
const EventListSchema = v.array(SpecialEventSchema);

/**
 * What each operation answers with, as published (museum-api.md "Content negotiation"): JSON on
 * success, problem+json on error; the QR only a PNG; a delete nothing but its errors.
 */
const ANSWERS = {
  json: ['application/json', 'application/problem+json'],
  png: ['image/png', 'application/problem+json'],
  nothing: ['application/problem+json'],
} as const;

/** Museum lists are validated whole (museum-api.md describes every field). */
const wholePage = <T>(records: T[]) => ({ records, unreadable: [] });

const eventPath = (eventId: string) => `/special-events/${encodeURIComponent(eventId)}`;

/**
 * The Museum Demo API v1.1 client (museum-api.md), one function per operation. Input is checked
 * before anything is sent (a `validation` ApiError with `fieldErrors`), answers are checked
 * against the published records, and every failure is an ApiError.
 */
export function createMuseumApi(options: MuseumApiOptions) {
  const send = createMuseumTransport(options);

  /** One page of opening hours from `startDate` (default: the server's today). */
  async function listMuseumHours({ signal, ...query }: MuseumHoursQuery & CallOptions = {}) {
    const operation = 'Load museum hours';
    const valid = validateMuseumInput(operation, MuseumHoursQuerySchema, query);
    const request = {
      operation,
      method: 'GET',
      path: '/museum-hours',
      answers: ANSWERS.json,
      query: valid,
      signal,
    } as const;
    return send.json(request, HoursListSchema);
  }

  /** Every published opening day from `startDate`, in pages of the maximum size. */
  async function listAllMuseumHours({ startDate, signal }: { startDate: string } & CallOptions) {
    validateMuseumInput('Load museum hours', CalendarDateSchema, startDate);
    const all = await collectAllPages(
      MAX_LIMIT,
      async (page, limit) => wholePage(await listMuseumHours({ startDate, page, limit, signal })),
      { operation: 'Load museum hours', maxRecords: options.maxListRecords },
    );
    return all.records;
  }

  /** Creates a special event; the server assigns its `eventId`. */
  async function createEvent(input: NewEvent, { signal }: CallOptions = {}) {
    const operation = 'Create special event';
    const body = validateMuseumInput(operation, NewEventSchema, input);
    const request = {
      operation,
      method: 'POST',
      path: '/special-events',
      answers: ANSWERS.json,
      body,
      signal,
    } as const;
    return send.json(request, SpecialEventSchema);
  }

  /** One page of events with a date in `[startDate, endDate]` (defaults: today, +7 days). */
  async function listEvents({ signal, ...query }: EventsQuery & CallOptions = {}) {
    const operation = 'Load special events';
    const valid = validateMuseumInput(operation, EventsQuerySchema, query);
    const request = {
      operation,
      method: 'GET',
      path: '/special-events',
      answers: ANSWERS.json,
      query: valid,
      signal,
    } as const;
    return send.json(request, EventListSchema);
  }

  /**
   * Every event in an explicit window: the list covers a date range, so a full sync must name
   * one rather than get the server's one-week default (museum-api.md).
   */
  async function listAllEvents(window: { startDate: string; endDate: string } & CallOptions) {
    const { startDate, endDate, signal } = window;
    validateMuseumInput('Load special events', EventsQuerySchema, { startDate, endDate });
    const all = await collectAllPages(
      MAX_LIMIT,
      async (page, limit) =>
        wholePage(await listEvents({ startDate, endDate, page, limit, signal })),
      { operation: 'Load special events', maxRecords: options.maxListRecords },
    );
    return all.records;
  }

  async function getEvent(eventId: string, { signal }: CallOptions = {}) {
    const operation = 'Load special event';
    validateMuseumInput(operation, UuidSchema, eventId);
    return send.json(
      { operation, method: 'GET', path: eventPath(eventId), answers: ANSWERS.json, signal },
      SpecialEventSchema,
    );
  }

  /** Changes only the fields in `patch`; answers with the whole updated event. */
  async function updateEvent(eventId: string, patch: EventPatch, { signal }: CallOptions = {}) {
    const operation = 'Update special event';
    validateMuseumInput(operation, UuidSchema, eventId);
    const body = validateMuseumInput(operation, EventPatchSchema, patch);
    const request = {
      operation,
      method: 'PATCH',
      path: eventPath(eventId),
      answers: ANSWERS.json,
      body,
      signal,
    } as const;
    return send.json(request, SpecialEventSchema);
  }

  /** Cancels an event; answers nothing (204). */
  async function deleteEvent(eventId: string, { signal }: CallOptions = {}) {
    const operation = 'Delete special event';
    validateMuseumInput(operation, UuidSchema, eventId);
    await send.empty({
      operation,
      method: 'DELETE',
      path: eventPath(eventId),
      answers: ANSWERS.nothing,
      signal,
    });
  }

  /** Buys a ticket. Not idempotent: sending it twice buys two tickets (museum-api.md). */
  async function buyTickets(purchase: TicketPurchase, { signal }: CallOptions = {}) {
    const operation = 'Buy tickets';
    const body = validateMuseumInput(operation, TicketPurchaseSchema, purchase);
    const request = {
      operation,
      method: 'POST',
      path: '/tickets',
      answers: ANSWERS.json,
      body,
      signal,
    } as const;
    return send.json(request, PurchaseConfirmationSchema);
  }

  /** The ticket image with its scannable QR code, checked to really be a PNG. */
  /** `maxBytes`: a body over this is refused while it arrives, never read whole. */
  async function getTicketQr(
    ticketId: string,
    { signal, maxBytes }: CallOptions & { maxBytes?: number } = {},
  ) {
    const operation = 'Load ticket QR code';
    validateMuseumInput(operation, UuidSchema, ticketId);
    const path = `/tickets/${encodeURIComponent(ticketId)}/qr`;
    return send.png({ operation, method: 'GET', path, answers: ANSWERS.png, signal, maxBytes });
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
