import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { memoryTokenStore } from '../../../lib/background/api/monitoring/token-store';
import { notifyStatusChanges } from '../../../lib/background/notifications/notify';
import { syncResources } from '../../../lib/background/sync/engine';
import { isolated } from '../../../lib/model/bidi';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { type RunningServer, startServer } from '../../server/start';
import { apisAt } from '../support/outbox-harness';

/**
 * Chrome stops a service worker at will, also between a sync's pull and its notification pass.
 * A confirmed outage must still be announced, once: what the pull saw is in the database, not
 * in the stopped worker's memory.
 */
let server: RunningServer;
let database: GatehouseDatabase;
let create: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(() => server.close());
beforeEach(async () => {
  fakeBrowser.reset();
  await fetch(`${server.url}/__control/reset`, { method: 'POST' });
  database = new GatehouseDatabase(`kill-${crypto.randomUUID()}`);
  create = vi.fn().mockResolvedValue('id');
  fakeBrowser.notifications.create = create as never;
});
afterEach(() => database.delete());

/** A sync round's pull; a worker stopped right after it never reaches the notification pass. */
async function pullOnly() {
  const [outcome] = await syncResources(
    await openWorkerDatabase(database.name),
    apisAt(server.url, memoryTokenStore()),
    {
      resources: ['monitors'],
      userRequested: true,
    },
  );
  expect(outcome?.result).toBe('synced');
}

/** A whole sync round (lib/background/sync/pull-schedule.ts runSync): the pull, then the notifications. */
async function fullRound() {
  await pullOnly();
  await notifyStatusChanges(await openWorkerDatabase(database.name));
}

/** A monitor up at the server, seen up by a first round; it then goes down at the server. */
async function monitorGoingDown() {
  const monitor = [...server.context.state.monitoring.monitors.values()].find(
    (m) => m.status === 'up' && m.pause === 'active',
  );
  if (!monitor) throw new Error('the demo state has no running monitor that is up');
  await fullRound();
  // CONTRACT.md: PATCH /__control/monitors/{id}.
  await fetch(`${server.url}/__control/monitors/${monitor.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'down' }),
  });
  return monitor;
}

const titles = () => create.mock.calls.map(([, options]) => (options as { title: string }).title);

describe('a worker stopped between the pull and the notification pass', () => {
  it('on the round that first sees the monitor down: the next rounds still announce it, once', async () => {
    const monitor = await monitorGoingDown();
    await pullOnly(); // seen down once; the worker is stopped here
    await fullRound(); // a new worker: seen down twice, confirmed
    await fullRound();
    expect(titles()).toEqual([`${isolated(monitor.name)} is down`]);
  });

  it('on the round that confirms it: the next round announces it, once', async () => {
    const monitor = await monitorGoingDown();
    await fullRound();
    await pullOnly(); // confirmed down; the worker is stopped before announcing it
    expect(titles()).toEqual([]);
    await fullRound();
    await fullRound();
    expect(titles()).toEqual([`${isolated(monitor.name)} is down`]);
  });
});
