import * as v from 'valibot';
import { connectApis } from '../background/api/connect';
import { cacheTicketQr } from '../background/tickets/cache-qr';
import type { WorkerDatabase } from '../storage/worker-database';
import { onMessage } from './protocol';

const TicketIdSchema = v.object({ ticketId: v.pipe(v.string(), v.minLength(1)) });

/** The door view's "Fetch the QR code again": the same caching and check a purchase runs. */
async function handleRecacheTicketQr(database: WorkerDatabase, data: unknown) {
  const { ticketId } = v.parse(TicketIdSchema, data);
  return cacheTicketQr(database, await connectApis(), ticketId);
}

/** Ticket commands. Buying itself is `submitWrite` with operation `buyTickets`. */
export function registerTicketHandlers(open: () => Promise<WorkerDatabase>) {
  onMessage('recacheTicketQr', async ({ data }) => handleRecacheTicketQr(await open(), data));
}
