import { vi } from 'vitest';
import type { Apis } from '../../../lib/background/api/connect';
import { ApiError } from '../../../lib/model/errors/errors';
import { ticketQrText } from '../../../lib/model/museum/ticket-qr-text';
import type { TicketRow } from '../../../lib/model/rows';
import type { GatehouseDatabase } from '../../../lib/storage/database';
import { pngChunk } from '../../server/core/hostile-images';

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

/** A PNG's signature and IHDR chunk: all the size check reads before anything decodes. */
export function pngHead(width: number, height: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(13);
  new DataView(data.buffer).setUint32(0, width);
  new DataView(data.buffer).setUint32(4, height);
  data.set([8, 0, 0, 0, 0], 8);
  return new Uint8Array([...PNG_SIGNATURE, ...pngChunk('IHDR', data)]);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const FAKE_SIDE = 360;

/**
 * A Blob with a real PNG head (360 px, as the museum's) whose "QR" the stub decoder reads as
 * `text` (or as nothing, or as garbage).
 */
export function fakePng(text: string | null | 'damaged') {
  const body = new TextEncoder().encode(JSON.stringify({ text }));
  return new Blob([pngHead(FAKE_SIDE, FAKE_SIDE), body], { type: 'image/png' });
}

/** Stands in for jsQR on an OffscreenCanvas: reads back what fakePng wrote. */
export async function stubDecoder(png: Blob): Promise<string | null> {
  const body = await png.slice(pngHead(FAKE_SIDE, FAKE_SIDE).length).text();
  const { text } = JSON.parse(body) as { text: string | null };
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
