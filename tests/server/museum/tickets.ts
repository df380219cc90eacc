import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import QRCode from 'qrcode';
import { ticketQrText } from '../../../lib/background/api/museum/ticket-qr';
import type { ServerContext, ServerEnv } from '../core/context';
import { answersWith, JSON_TYPE } from './media-types';
import { problem, validated } from './problem';
import { TicketPurchaseSchema } from './request-schemas';
import type { MuseumState, Ticket } from './state';

// One definition of the QR text for the server, its tests and the extension's door view.
export { ticketQrText };

const hex = (length: number) =>
  randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length);

/** In the published example's shape: `ticket-general-e5e5c6-dce78`. */
function newConfirmationCode(ticketType: Ticket['ticketType']): string {
  return `ticket-${ticketType}-${hex(6)}-${hex(5)}`;
}

/** The purchase confirmation (museum-api.md "Records"); eventName only for event tickets. */
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

/** The ticket's QR PNG, rendered once per ticket: qrcode takes tens of ms per image. */
function renderTicketQr(state: MuseumState, ticket: Ticket): Promise<Buffer> {
  let image = state.qrImages.get(ticket.ticketId);
  if (!image) {
    image = QRCode.toBuffer(ticketQrText(ticket), {
      type: 'png',
      margin: 4,
      width: 360,
      errorCorrectionLevel: 'M',
    });
    // A failed render must not stay cached.
    image.catch(() => state.qrImages.delete(ticket.ticketId));
    state.qrImages.set(ticket.ticketId, image);
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
      const png = await renderTicketQr(museum(), ticket);
      return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' });
    });
}
