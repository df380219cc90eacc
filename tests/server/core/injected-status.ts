import { STATUS_CODES } from 'node:http';
import type { Fault } from './faults';

const MUSEUM_PATH = /^\/v1\.1(\/|$)/;

/**
 * The error answer of the `status` and `status-after-apply` faults, in the error format of the
 * API the path belongs to: the museum's published `application/problem+json` (with the same
 * `type` as the museum's own errors), the monitoring API's `{"error": …}` everywhere else, so a
 * client reading the failure sees what that API would send.
 */
export function injectedStatusAnswer(path: string, fault: Fault): Response {
  const status = fault.status ?? 500;
  const message = `Injected fault: HTTP ${status}`;
  const headers = new Headers();
  if (fault.retryAfter !== undefined) headers.set('Retry-After', String(fault.retryAfter));
  let body: object;
  if (MUSEUM_PATH.test(path)) {
    headers.set('Content-Type', 'application/problem+json');
    body = { type: 'object', title: STATUS_CODES[status] ?? `HTTP ${status}`, detail: message };
  } else {
    headers.set('Content-Type', 'application/json');
    body = { error: message };
  }
  // These statuses have no body in HTTP; the Response constructor refuses one.
  const bodiless = status === 204 || status === 205 || status === 304;
  return new Response(bodiless ? null : JSON.stringify(body), { status, headers });
}
