import { isoDate, isoDateFromToday } from '../../model/calendar';
import { qrVerified } from '../../model/ticket-status';
import type { GatehouseDatabase } from '../../storage/database';
import { ticketImageRetentionDaysItem } from '../../storage/settings';
import type { Apis } from '../api/connect';
import { type CacheQrOptions, cacheTicketQr } from './cache-qr';

/**
 * Deletes the images of tickets dated more than `retentionDays` before today, and of tickets no
 * longer kept at all. The ticket rows stay: they are the only record of a purchase.
 */
export async function evictPastTicketImages(
  database: GatehouseDatabase,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  const cutoff = isoDateFromToday(-retentionDays, now);
  return database.transaction('rw', [database.tickets, database.ticketImages], async () => {
    const past = await database.tickets.where('ticketDate').below(cutoff).primaryKeys();
    const imageIds = await database.ticketImages.toCollection().primaryKeys();
    const tickets = await database.tickets.bulkGet(imageIds);
    const orphans = imageIds.filter((_id, i) => tickets[i] === undefined);
    const pastSet = new Set(past);
    const doomed = [...imageIds.filter((id) => pastSet.has(id)), ...orphans];
    await database.ticketImages.bulkDelete(doomed);
    return doomed.length;
  });
}

/**
 * Bought tickets for today and later whose image is missing, failed or unverified — less those
 * whose last answer was refused and whose wait is not over, unless a user asked.
 */
async function ticketsNeedingQr(
  database: GatehouseDatabase,
  today: string,
  { now = Date.now(), userRequested = false } = {},
) {
  const upcoming = await database.tickets
    .where('ticketDate')
    .aboveOrEqual(today)
    .filter((ticket) => ticket.state === 'bought')
    .toArray();
  const images = await database.ticketImages.bulkGet(upcoming.map((t) => t.ticketId));
  const waiting = (i: number) => !userRequested && (images[i]?.nextTryAt ?? 0) > now;
  return upcoming.filter((_ticket, i) => !qrVerified(images[i]) && !waiting(i));
}

/**
 * Part of every sync round: evict old images, then fetch again the upcoming ones that
 * are missing or could not be verified. One ticket after another: there are only ever a few.
 * A user's refresh (`userRequested`) tries even the ones waiting after a refusal.
 */
export async function maintainTicketImages(
  database: GatehouseDatabase,
  apis: Apis,
  options: CacheQrOptions & { now?: () => number; userRequested?: boolean } = {},
) {
  const now = options.now?.() ?? Date.now();
  const evicted = await evictPastTicketImages(
    database,
    await ticketImageRetentionDaysItem.getValue(),
    now,
  );
  if (!apis.museumConfigured || globalThis.navigator?.onLine === false) {
    return { evicted, retried: 0 };
  }
  const due = await ticketsNeedingQr(database, isoDate(now), {
    now,
    userRequested: options.userRequested,
  });
  for (const ticket of due) await cacheTicketQr(database, apis, ticket.ticketId, options);
  return { evicted, retried: due.length };
}
