import type { GatehouseDatabase } from './database';

/* The pages' half of the user's local data; the worker exports and clears it (worker-local-data.ts). */

/**
 * What "Clear local data" would take away, for the page's warning. Purchases not bought yet are
 * counted among the queued writes, since that is what they are until the museum answers.
 */
export async function whatClearingLoses(database: GatehouseDatabase) {
  return {
    unsentChanges: await database.outbox.count(),
    unconfirmedPurchases: await database.tickets.where('state').anyOf('pending', 'failed').count(),
    boughtTickets: await database.tickets.where('state').equals('bought').count(),
  };
}
