import { vi } from 'vitest';
import type { Apis } from '../../../lib/api/connect';
import { ApiError } from '../../../lib/api/errors';
import { ticketQrText } from '../../../lib/api/museum/ticket-qr';
import type { GatehouseDatabase } from '../../../lib/db/database';
import type { TicketRow } from '../../../lib/db/rows';

/** A bought ticket as the outbox stores it after the museum's confirmation. */
export function boughtTicket(ticketId: string, ticketDate: string): TicketRow {
  return {
    ticketId,
    state: 'bought',
    ticketType: 'general',
    ticketDate,
    email: 'visitor@example.com',
    confirmationCode: `ticket-general-${ticketId.slice(0, 6)}-abcde`,
    message: 'Museum general entry ticket purchased',
    createdAt: 1,
  };
}

export async function addTickets(database: GatehouseDatabase, ...tickets: TicketRow[]) {
  await database.tickets.bulkPut(tickets);
}

/** A PNG-ish Blob whose "QR" the stub decoder reads as `text` (or as nothing, or as garbage). */
export function fakePng(text: string | null | 'damaged') {
  return new Blob([JSON.stringify({ text })], { type: 'image/png' });
}

/** Stands in for jsQR on an OffscreenCanvas: reads back what fakePng wrote. */
export async function stubDecoder(png: Blob): Promise<string | null> {
  const { text } = JSON.parse(await png.text()) as { text: string | null };
  if (text === 'damaged') throw new Error('The source image could not be decoded');
  return text;
}

export const qrOf = (ticket: TicketRow) =>
  fakePng(
    ticketQrText({ ticketId: ticket.ticketId, confirmationCode: ticket.confirmationCode ?? '' }),
  );

export const notPng = () =>
  new ApiError('bad-response', "Load ticket QR code: the server's answer is not a PNG image.", {
    operation: 'Load ticket QR code',
  });

/** Clients whose QR endpoint answers with each of `answers` in turn (the last one repeats). */
export function apisAnswering(...answers: (Blob | Error)[]) {
  let call = 0;
  const getTicketQr = vi.fn(async (_ticketId: string) => {
    const answer = answers[Math.min(call++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer as Blob;
  });
  const apis = { museum: { getTicketQr }, museumConfigured: true } as unknown as Apis;
  return { apis, getTicketQr };
}
