/*
 * The door view's address names the ticket it shows (`#/<ticketId>`). Apart from
 * useTicketNavigation.ts, so that main.tsx reads it before Preact has loaded.
 */

/** The ticket named by `#/<ticketId>`. */
export function hashTicketId(): string | null {
  const match = location.hash.match(/^#\/(.+)$/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Shows another ticket without piling up history entries: Back leaves the door view. */
export function showTicket(ticketId: string) {
  location.replace(`#/${encodeURIComponent(ticketId)}`);
}
