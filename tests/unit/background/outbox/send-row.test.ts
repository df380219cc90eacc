import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Apis } from '../../../../lib/background/api/connect';
import { enqueueWrite } from '../../../../lib/background/outbox/enqueue';
import { flushOutbox } from '../../../../lib/background/outbox/flush';
import { GatehouseDatabase } from '../../../../lib/storage/database';
import { openWorkerDatabase, type WorkerDatabase } from '../../../../lib/storage/worker-database';

let database: GatehouseDatabase;
let worker: WorkerDatabase;
const TICKET_ID = '8f14e45f-ceea-4e7a-9c1a-4a4b8f5e2b10';

beforeEach(async () => {
  fakeBrowser.reset();
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
  worker = await openWorkerDatabase(database.name);
});
afterEach(() => database.delete());

describe('a sent purchase', () => {
  it('fetches its QR image at once, and a failure there does not undo the purchase', async () => {
    const buyTickets = vi.fn(async () => ({
      message: 'Museum general entry ticket purchased',
      ticketId: TICKET_ID,
      ticketType: 'general',
      ticketDate: '2031-03-04',
      confirmationCode: 'ticket-general-e5e5c6-dce78',
    }));
    const getTicketQr = vi.fn(async () => {
      throw new Error('no route to the museum');
    });
    const accounts = { monitoring: null, museum: 'demo at http://museum.test/v1.1' };
    const apis = {
      museum: { buyTickets, getTicketQr },
      museumConfigured: true,
      accounts,
    } as unknown as Apis;
    const queued = await enqueueWrite(
      worker,
      {
        operation: 'buyTickets',
        payload: { ticketType: 'general', ticketDate: '2031-03-04', email: 'a@example.com' },
      },
      accounts,
    );
    expect(await flushOutbox(worker, async () => apis)).toEqual(['sent']);
    expect(buyTickets).toHaveBeenCalledTimes(1);
    expect(getTicketQr).toHaveBeenCalledWith(TICKET_ID, expect.anything());
    const ticket = await database.tickets.get(TICKET_ID);
    expect(ticket).toMatchObject({ state: 'bought', localId: queued.ok && queued.recordId });
    expect(await database.outbox.count()).toBe(0);
    expect((await database.ticketImages.get(TICKET_ID))?.lastError).toContain('no route');
  });
});
