/**
 * The text Gatehouse's own local server puts in a ticket's QR code (tests/server/CONTRACT.md).
 * A real museum may encode anything (docs/MUSEUM.md): a URL, a bare code. Gatehouse therefore
 * never requires this format; it only reads it to notice a code that names another ticket.
 */

const QR_PREFIX = 'MUSEUM-TICKET';

export interface TicketIdentity {
  ticketId: string;
  confirmationCode: string;
}

/** `MUSEUM-TICKET:<ticketId>:<confirmationCode>` */
export function ticketQrText({ ticketId, confirmationCode }: TicketIdentity): string {
  return `${QR_PREFIX}:${ticketId}:${confirmationCode}`;
}

/** The ticket a QR text names in that format, or null for any other text. */
export function parseTicketQrText(text: string): TicketIdentity | null {
  const [prefix, ticketId, confirmationCode, ...rest] = text.split(':');
  // An empty code is a valid one (no pattern is published), so only a missing part is refused.
  if (prefix !== QR_PREFIX || !ticketId || confirmationCode === undefined || rest.length > 0) {
    return null;
  }
  return { ticketId, confirmationCode };
}

/** True when the QR text names a ticket in that format, and not this one. */
export function namesAnotherTicket(text: string, ticket: Partial<TicketIdentity>): boolean {
  const named = parseTicketQrText(text);
  if (!named) return false;
  return named.ticketId !== ticket.ticketId || named.confirmationCode !== ticket.confirmationCode;
}
