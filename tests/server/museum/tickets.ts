import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import QRCode from 'qrcode';
import { ticketQrText } from '../../../lib/model/museum/ticket-qr-text';
import type { ServerConfig, ServerContext, ServerEnv } from '../core/context';
import { answersWith, JSON_TYPE } from './media-types';
import { problem, validated } from './problem';
import { TicketPurchaseSchema } from './request-schemas';
import { type MuseumState, qrImageKey, type Ticket } from './state';

// Our QR text (`qrText: 'gatehouse'`): one definition for the server, its tests and the
// extension's door view.
export { ticketQrText };

const hex = (length: number) =>
  randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length);

/** In the published example's shape: `ticket-general-e5e5c6-dce78`. */
function newConfirmationCode(ticketType: Ticket['ticketType']): string {
  return `ticket-${ticketType}-${hex(6)}-${hex(5)}`;
}

/** The purchase confirmation (docs/MUSEUM.md "Records"); eventName only for event tickets. */
function confirmationOf(ticket: Ticket) {
  const { ticketId, ticketType, ticketDate, confirmationCode, eventName } = ticket;
  return {
    message: `Museum ${ticketType === 'event' ? 'special event' : 'general entry'} ticket purchased`,
    ticketId,
    ticketType,
    ticketDate,
    confirmationCode,
    ...(eventName !== undefined && { eventName }),
  };
}

/**
 * What the QR code says under the config's `qrText`. The published description does not say, so
 * besides ours a server might encode a link to the ticket or just the code a clerk would type.
 */
function qrTextOf(ticket: Ticket, format: ServerConfig['qrText']): string {
  if (format === 'url') {
    const code = encodeURIComponent(ticket.confirmationCode);
    return `https://tickets.museum.example/t/${ticket.ticketId}?code=${code}`;
  }
  if (format === 'bare') return ticket.confirmationCode || ticket.ticketId;
  return ticketQrText(ticket);
}

/**
 * The ticket's QR PNG, rendered once per ticket and format: qrcode takes tens of ms per image,
 * and an image made under another `qrText` must not be served.
 */
function renderTicketQr(
  state: MuseumState,
  ticket: Ticket,
  format: ServerConfig['qrText'],
): Promise<Buffer> {
  const key = qrImageKey(ticket.ticketId, format);
  let image = state.qrImages.get(key);
  if (!image) {
    image = QRCode.toBuffer(qrTextOf(ticket, format), {
      type: 'png',
      margin: 4,
      width: 360,
      errorCorrectionLevel: 'M',
    });
    // A failed render must not stay cached.
    image.catch(() => state.qrImages.delete(key));
    state.qrImages.set(key, image);
  }
  return image;
}

export function ticketRoutes(server: ServerContext) {
  const museum = () => server.state.museum;

  return new Hono<ServerEnv>()
    .post('/tickets', answersWith(JSON_TYPE), validated('json', TicketPurchaseSchema), (c) => {
      const { ticketType, ticketDate, email, phone, eventId } = c.req.valid('json');
      const event = ticketType === 'event' ? museum().events.get(eventId ?? '') : undefined;
      if (ticketType === 'event' && !event) {
        return problem(c, 404, 'Special event not found', {
          detail: `No special event has id ${eventId}.`,
        });
      }
      if (event && !event.dates.includes(ticketDate)) {
        const message = `${event.name} does not take place on ${ticketDate}`;
        return problem(c, 400, 'Validation failed', {
          detail: message,
          errors: [{ field: 'ticketDate', message }],
        });
      }
      const ticket: Ticket = {
        ticketId: randomUUID(),
        ticketType,
        ticketDate,
        confirmationCode: newConfirmationCode(ticketType),
        email,
        ...(phone !== undefined && { phone }),
        ...(event && { eventId: event.eventId, eventName: event.name }),
        purchasedAt: new Date().toISOString(),
      };
      museum().tickets.set(ticket.ticketId, ticket);
      return c.json(confirmationOf(ticket), 201);
    })
    .get('/tickets/:ticketId/qr', answersWith('image/png'), async (c) => {
      const ticket = museum().tickets.get(c.req.param('ticketId'));
      if (!ticket) {
        return problem(c, 404, 'Ticket not found', {
          detail: `No ticket has id ${c.req.param('ticketId')}.`,
        });
      }
      const png = await renderTicketQr(museum(), ticket, server.config.qrText);
      return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' });
    });
}
