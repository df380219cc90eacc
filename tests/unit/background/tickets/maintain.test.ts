import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  evictPastTicketImages,
  maintainTicketImages,
} from '../../../../lib/background/tickets/maintain';
import { GatehouseDatabase } from '../../../../lib/storage/database';
import { ticketImageRetentionDaysItem } from '../../../../lib/storage/settings';
import { openWorkerDatabase, type WorkerDatabase } from '../../../../lib/storage/worker-database';
import {
  addTickets,
  apisAnswering,
  boughtTicket,
  fakePng,
  notPng,
  qrOf,
  stubDecoder,
} from '../../support/tickets';

let database: GatehouseDatabase;
let worker: WorkerDatabase;
/** Local noon, 2031-03-20: far from midnight so date maths cannot slip a day. */
const NOW = new Date(2031, 2, 20, 12).getTime();
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const image = (ticketId: string) => ({
  ticketId,
  png: fakePng('x'),
  cachedAt: 1,
  decodedText: 'x',
});

beforeEach(async () => {
  fakeBrowser.reset();
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
  worker = await openWorkerDatabase(database.name);
});
afterEach(() => database.delete());

describe('evictPastTicketImages', () => {
  it('deletes images of tickets more than N days past, and of tickets no longer kept', async () => {
    await addTickets(
      database,
      boughtTicket(id(1), '2031-03-12'), // 8 days past
      boughtTicket(id(2), '2031-03-13'), // 7 days past: kept with N = 7
      boughtTicket(id(3), '2031-03-25'),
    );
    await database.ticketImages.bulkPut([id(1), id(2), id(3), id(4)].map(image));
    expect(await evictPastTicketImages(worker, 7, NOW)).toBe(2);
    expect(await database.ticketImages.toCollection().primaryKeys()).toEqual([id(2), id(3)]);
    expect(await database.tickets.count()).toBe(3); // "my tickets" keeps the purchases
  });

  it('follows the retention setting', async () => {
    await addTickets(database, boughtTicket(id(1), '2031-03-18'));
    await database.ticketImages.put(image(id(1)));
    await ticketImageRetentionDaysItem.setValue(1);
    const { apis } = apisAnswering(notPng());
    expect((await maintainTicketImages(worker, apis, { now: () => NOW })).evicted).toBe(1);
  });
});

describe('maintainTicketImages', () => {
  it('fetches again the upcoming images that are missing or unverified, and only those', async () => {
    const verified = boughtTicket(id(1), '2031-03-20');
    const missing = boughtTicket(id(2), '2031-03-21');
    const unverified = boughtTicket(id(3), '2031-04-01');
    const past = boughtTicket(id(4), '2031-03-19');
    const pending = { ...boughtTicket(id(5), '2031-03-22'), state: 'pending' as const };
    await addTickets(database, verified, missing, unverified, past, pending);
    await database.ticketImages.bulkPut([
      { ...image(id(1)) },
      { ticketId: id(3), png: null, cachedAt: null, decodedText: null, lastError: 'damaged' },
    ]);
    const { apis, getTicketQr } = apisAnswering(qrOf(missing), qrOf(unverified));
    const result = await maintainTicketImages(worker, apis, {
      now: () => NOW,
      decode: stubDecoder,
    });
    expect(result).toEqual({ evicted: 0, retried: 2 });
    expect(getTicketQr.mock.calls.map(([ticketId]) => ticketId)).toEqual([id(2), id(3)]);
    expect((await database.ticketImages.get(id(3)))?.lastError).toBeUndefined();
  });

  it('leaves a refused image alone on the next rounds, until its wait is over', async () => {
    await addTickets(database, boughtTicket(id(1), '2031-03-21'));
    const { apis, getTicketQr } = apisAnswering(notPng());
    let now = NOW;
    const round = (userRequested = false) =>
      maintainTicketImages(worker, apis, { now: () => now, decode: stubDecoder, userRequested });
    await round();
    expect(getTicketQr).toHaveBeenCalledTimes(2); // one fetch and one more
    await round();
    now += 60_000; // the next sync alarm
    await round();
    expect(getTicketQr).toHaveBeenCalledTimes(2);
    const { lastError, nextTryAt = 0 } = (await database.ticketImages.get(id(1))) ?? {};
    expect(lastError).toContain('not a PNG');
    expect(nextTryAt - NOW).toBeGreaterThanOrEqual(5 * 60_000);
    now = nextTryAt;
    await round();
    expect(getTicketQr).toHaveBeenCalledTimes(4);
  });

  it('tries a refused image at once when the user asks for a refresh', async () => {
    await addTickets(database, boughtTicket(id(1), '2031-03-21'));
    const ticket = boughtTicket(id(1), '2031-03-21');
    const { apis, getTicketQr } = apisAnswering(notPng(), notPng(), qrOf(ticket));
    const round = (userRequested: boolean) =>
      maintainTicketImages(worker, apis, { now: () => NOW, decode: stubDecoder, userRequested });
    await round(false);
    await round(false);
    expect(getTicketQr).toHaveBeenCalledTimes(2);
    expect(await round(true)).toEqual({ evicted: 0, retried: 1 });
    const image = await database.ticketImages.get(id(1));
    expect(image?.decodedText).toContain(id(1));
    expect(image?.nextTryAt).toBeUndefined();
  });

  it('does not try without a museum connection', async () => {
    await addTickets(database, boughtTicket(id(1), '2031-03-21'));
    const { apis, getTicketQr } = apisAnswering(notPng());
    const unconfigured = { ...apis, museumConfigured: false };
    expect(await maintainTicketImages(worker, unconfigured, { now: () => NOW })).toEqual({
      evicted: 0,
      retried: 0,
    });
    expect(getTicketQr).not.toHaveBeenCalled();
  });
});
