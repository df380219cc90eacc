import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../../lib/model/outbox-row';
import type { MonitorRow, TicketRow } from '../../../lib/model/rows';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { whatClearingLoses } from '../../../lib/storage/local-data';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { clearLocalData } from '../../../lib/storage/worker-local-data';
import { boughtTicket, fakePng } from '../support/tickets';

let database: GatehouseDatabase;

const image = (ticketId: string) => ({
  ticketId,
  png: fakePng('x'),
  cachedAt: 1,
  decodedText: 'x',
});
const queued = (table: string, recordId: string, operation: string): OutboxRow => ({
  recordKey: `${table}:${recordId}`,
  table,
  operation,
  recordId,
  payload: {},
  state: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 1,
});
const notBought = (ticketId: string, state: 'pending' | 'failed'): TicketRow => ({
  ...boughtTicket(ticketId, '2031-03-25'),
  confirmationCode: undefined,
  state,
});

/**
 * A browser that has synced, seen a pause (Recent changes), bought two tickets and queued two
 * purchases and a pause.
 */
async function fillEverything() {
  await database.monitors.put({ id: 'm1', name: 'Site', rank: 3, nameKey: 'site' } as MonitorRow);
  await database.syncState.put({
    resource: 'monitors',
    lastSuccessAt: 1,
    lastAttemptAt: 1,
    lastError: null,
    consecutiveFailures: 0,
    notBefore: 0,
  });
  await database.timedResumes.put({ monitorId: 'm1', resumeAt: 2 });
  await database.timeline.add({
    monitorId: 'm1',
    name: 'Site',
    change: 'paused',
    at: 1,
    recordedAt: 1,
  });
  await database.tickets.bulkPut([
    boughtTicket('bought-1', '2031-03-20'),
    boughtTicket('bought-2', '2031-03-21'),
    notBought('local-pending', 'pending'),
    notBought('local-refused', 'failed'),
  ]);
  await database.ticketImages.bulkPut([image('bought-1'), image('bought-2')]);
  await database.outbox.bulkAdd([
    queued('monitors', 'm1', 'pauseMonitor'),
    queued('tickets', 'local-pending', 'buyTickets'),
    { ...queued('tickets', 'local-refused', 'buyTickets'), state: 'failed' },
  ]);
}

beforeEach(() => {
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
});
afterEach(() => database.delete());

describe('clearLocalData', () => {
  it('clearing local data keeps bought tickets and their QR images', async () => {
    await fillEverything();
    await clearLocalData(await openWorkerDatabase(database.name));

    const tickets = await database.tickets.toArray();
    expect(tickets.map((t) => [t.ticketId, t.state])).toEqual([
      ['bought-1', 'bought'],
      ['bought-2', 'bought'],
    ]);
    const images = await database.ticketImages.toArray();
    expect(images.map((row) => row.ticketId)).toEqual(['bought-1', 'bought-2']);
    expect(await images[0]?.png?.text()).toBe(await fakePng('x').text());
    // Purchases not bought yet are queued writes: they go with the rest of the outbox.
    for (const table of database.tables.filter((t) => !t.name.startsWith('ticket')))
      expect(await table.count(), table.name).toBe(0);
  });

  it('deletes bought tickets and their QR images too only when asked to', async () => {
    await fillEverything();
    await clearLocalData(await openWorkerDatabase(database.name), { includeTickets: true });
    for (const table of database.tables) expect(await table.count(), table.name).toBe(0);
  });

  it('counts what the warning names: unsent changes, purchases among them, bought tickets', async () => {
    await fillEverything();
    expect(await whatClearingLoses(database)).toEqual({
      unsentChanges: 3,
      unconfirmedPurchases: 2,
      boughtTickets: 2,
    });
  });
});
