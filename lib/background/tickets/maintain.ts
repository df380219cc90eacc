import { isoDate, isoDateFromToday } from '../../model/calendar';
import { qrVerified } from '../../model/ticket-status';
import { ticketImageRetentionDaysItem } from '../../storage/settings';
import type { WorkerDatabase } from '../../storage/worker-database';
import { writeTables } from '../../storage/worker-writes';
import type { Apis } from '../api/connect';
import { type CacheQrOptions, cacheTicketQr } from './cache-qr';

/**
 * Deletes the images of tickets dated more than `retentionDays` before today, and of tickets no
 * longer kept at all. The ticket rows stay: they are the only record of a purchase.
 */
export async function evictPastTicketImages(
  database: WorkerDatabase,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  const cutoff = isoDateFromToday(-retentionDays, now);
  return writeTables(database, ['tickets', 'ticketImages'], async (transaction) => {
    const tickets = transaction.objectStore('tickets');
    const images = transaction.objectStore('ticketImages');
    const past = await tickets.index('ticketDate').getAllKeys(IDBKeyRange.upperBound(cutoff, true));
    const imageIds = await images.getAllKeys();
    const kept = await Promise.all(imageIds.map((id) => tickets.getKey(id)));
    const orphans = imageIds.filter((_id, i) => kept[i] === undefined);
    const pastSet = new Set(past);
    const doomed = [...imageIds.filter((id) => pastSet.has(id)), ...orphans];
    await Promise.all(doomed.map((id) => images.delete(id)));
    return doomed.length;
  });
}

/**
 * Bought tickets for today and later whose image is missing, failed or unverified — less those
 * whose last answer was refused and whose wait is not over, unless a user asked.
 */
async function ticketsNeedingQr(
  database: WorkerDatabase,
  today: string,
  { now = Date.now(), userRequested = false } = {},
) {
  const read = database.transaction(['tickets', 'ticketImages']);
  const fromToday = await read
    .objectStore('tickets')
    .index('ticketDate')
    .getAll(IDBKeyRange.lowerBound(today));
  const upcoming = fromToday.filter((ticket) => ticket.state === 'bought');
  const imageStore = read.objectStore('ticketImages');
  const images = await Promise.all(upcoming.map((t) => imageStore.get(t.ticketId)));
  const waiting = (i: number) => !userRequested && (images[i]?.nextTryAt ?? 0) > now;
  return upcoming.filter((_ticket, i) => !qrVerified(images[i]) && !waiting(i));
}

/**
 * Part of every sync round: evict old images, then fetch again the upcoming ones that
 * are missing or could not be verified. One ticket after another: there are only ever a few.
 * A user's refresh (`userRequested`) tries even the ones waiting after a refusal.
 */
export async function maintainTicketImages(
  database: WorkerDatabase,
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
