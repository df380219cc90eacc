import type { HttpRequest } from '../http/http';
import { fillRoutePath, type Route } from '../http/route';

/**
 * What each operation answers with, as published (docs/MUSEUM.md "Content negotiation"): JSON on
 * success, problem+json on error; the QR only a PNG; a delete nothing but its errors.
 */
const JSON_ANSWERS = ['application/json', 'application/problem+json'] as const;
const PNG_ANSWERS = ['image/png', 'application/problem+json'] as const;
const NO_ANSWER = ['application/problem+json'] as const;

interface MuseumRoute extends Route {
  /** The operation's name in error messages. */
  operation: string;
  answers: HttpRequest['answers'];
}

/**
 * The Museum Demo API v1.1's route table (docs/MUSEUM.md): operation → name, method, path and
 * answers, relative to the base URL (which ends in /v1.1). The monitoring client's table is
 * lib/background/api/monitoring/routes.ts.
 */
export const museumRoutes = {
  listMuseumHours: {
    operation: 'Load museum hours',
    method: 'GET',
    path: '/museum-hours',
    answers: JSON_ANSWERS,
  },
  createEvent: {
    operation: 'Create special event',
    method: 'POST',
    path: '/special-events',
    answers: JSON_ANSWERS,
  },
  listEvents: {
    operation: 'Load special events',
    method: 'GET',
    path: '/special-events',
    answers: JSON_ANSWERS,
  },
  getEvent: {
    operation: 'Load special event',
    method: 'GET',
    path: '/special-events/{id}',
    answers: JSON_ANSWERS,
  },
  updateEvent: {
    operation: 'Update special event',
    method: 'PATCH',
    path: '/special-events/{id}',
    answers: JSON_ANSWERS,
  },
  deleteEvent: {
    operation: 'Delete special event',
    method: 'DELETE',
    path: '/special-events/{id}',
    answers: NO_ANSWER,
  },
  buyTickets: { operation: 'Buy tickets', method: 'POST', path: '/tickets', answers: JSON_ANSWERS },
  getTicketQr: {
    operation: 'Load ticket QR code',
    method: 'GET',
    path: '/tickets/{id}/qr',
    answers: PNG_ANSWERS,
  },
} as const satisfies Record<string, MuseumRoute>;

export type MuseumOperation = keyof typeof museumRoutes;

type CallParts = Pick<HttpRequest, 'query' | 'body' | 'signal' | 'maxBytes'> & { id?: string };

/** The request for one operation: its route with `{id}` filled, and the call's own parts. */
export function museumRequest(name: MuseumOperation, { id, ...parts }: CallParts): HttpRequest {
  const route = museumRoutes[name];
  return { ...route, path: fillRoutePath(route, id), ...parts };
}
