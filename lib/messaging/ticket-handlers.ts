import * as v from 'valibot';
import { connectApis } from '../background/api/connect';
import { cacheTicketQr } from '../background/tickets/cache-qr';
import type { GatehouseDatabase } from '../storage/database';
import { openWorkerDatabase } from '../storage/worker-database';
import { onMessage } from './protocol';

const TicketIdSchema = v.object({ ticketId: v.pipe(v.string(), v.minLength(1)) });

/** The door view's "Fetch the QR code again": the same caching and check a purchase runs. */
async function handleRecacheTicketQr(database: GatehouseDatabase, data: unknown) {
  const { ticketId } = v.parse(TicketIdSchema, data);
  return cacheTicketQr(await openWorkerDatabase(database.name), await connectApis(), ticketId);
}

/** Ticket commands. Buying itself is `submitWrite` with operation `buyTickets`. */
export function registerTicketHandlers(database: GatehouseDatabase) {
  onMessage('recacheTicketQr', ({ data }) => handleRecacheTicketQr(database, data));
}
