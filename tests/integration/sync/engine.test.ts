import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { memoryTokenStore } from '../../../lib/background/api/monitoring/token-store';
import { readSyncState } from '../../../lib/background/runtime/sync-state';
import { syncResources } from '../../../lib/background/sync/engine';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { type RunningServer, startServer } from '../../server/start';
import { startHeld } from '../support/held-apis';
import { apisAt } from '../support/outbox-harness';

let server: RunningServer;
let database: GatehouseDatabase;
const apis = () => apisAt(server.url, memoryTokenStore());
const monitorsOnServer = () => server.context.state.monitoring.monitors.size;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(() => server.close());
beforeEach(async () => {
  fakeBrowser.reset();
  await fetch(`${server.url}/__control/reset`, { method: 'POST' });
  database = new GatehouseDatabase(`sync-${crypto.randomUUID()}`);
});
afterEach(() => database.delete());

describe('syncResources against the local server', () => {
  it('mirrors every resource of both APIs into Dexie and records when', async () => {
    const outcomes = await syncResources(await openWorkerDatabase(database.name), apis());
    expect(outcomes.filter((o) => o.result !== 'synced')).toEqual([]);
    expect(await database.monitors.count()).toBe(monitorsOnServer());
    expect(await database.events.count()).toBeGreaterThan(0);
    expect(await database.museumHours.count()).toBe(30);
    expect(
      (await readSyncState(await openWorkerDatabase(database.name), 'monitors')).lastSuccessAt,
    ).toBeGreaterThan(0);
  });

  it('after a 429 automatic syncs wait out Retry-After, but a refresh by the user tries', async () => {
    server.context.faults.add({
      path: '/endpoints/v1/categories/list',
      kind: 'status',
      status: 429,
      retryAfter: 120,
      times: 1,
    });
    const [first] = await syncResources(await openWorkerDatabase(database.name), apis(), {
      resources: ['categories'],
    });
    expect(first).toMatchObject({
      result: 'failed',
      error: { kind: 'rate-limited', retryAfter: 120 },
    });
    const state = await readSyncState(await openWorkerDatabase(database.name), 'categories');
    expect(state.notBefore - Date.now()).toBeGreaterThan(110_000);
    const [automatic] = await syncResources(await openWorkerDatabase(database.name), apis(), {
      resources: ['categories'],
    });
    expect(automatic).toMatchObject({ result: 'skipped', reason: 'backing-off' });
    const [asked] = await syncResources(await openWorkerDatabase(database.name), apis(), {
      resources: ['categories'],
      userRequested: true,
    });
    expect(asked).toMatchObject({ result: 'synced' });
  });

  it('backs off automatic syncs after a failure, but a refresh by the user goes through', async () => {
    server.context.faults.add({
      path: '/endpoints/v1/notifications/seats/list',
      kind: 'status',
      status: 503,
      times: 1,
    });
    await syncResources(await openWorkerDatabase(database.name), apis(), { resources: ['seats'] });
    expect(
      (await readSyncState(await openWorkerDatabase(database.name), 'seats')).consecutiveFailures,
    ).toBe(1);
    const [automatic] = await syncResources(await openWorkerDatabase(database.name), apis(), {
      resources: ['seats'],
    });
    expect(automatic).toMatchObject({ result: 'skipped', reason: 'backing-off' });
    const [asked] = await syncResources(await openWorkerDatabase(database.name), apis(), {
      resources: ['seats'],
      userRequested: true,
    });
    expect(asked).toMatchObject({ result: 'synced' });
    expect(
      (await readSyncState(await openWorkerDatabase(database.name), 'seats')).consecutiveFailures,
    ).toBe(0);
  });

  it('never runs two syncs of one resource at once', async () => {
    // The first is held at its first request, so the second starts while it runs, however long
    // the machine takes to start it.
    const worker = await openWorkerDatabase(database.name);
    const first = await startHeld(apis(), (held) =>
      syncResources(worker, held, { resources: ['monitors'] }),
    );
    const [second] = await syncResources(await openWorkerDatabase(database.name), apis(), {
      resources: ['monitors'],
    });
    first.release();
    expect(second?.result).toBe('skipped');
    expect((await first.running)[0]?.result).toBe('synced');
    expect(
      server.context.log.entries.filter((e) => e.path === '/endpoints/v1/monitors/list'),
    ).toHaveLength(1);
  });

  it('skips an API that is not set up, without calling it', async () => {
    const outcomes = await syncResources(await openWorkerDatabase(database.name), {
      ...apis(),
      museumConfigured: false,
    });
    expect(outcomes.find((o) => o.resource === 'events')).toMatchObject({
      result: 'skipped',
      reason: 'not-configured',
    });
    expect(server.context.log.entries.some((e) => e.path.startsWith('/v1.1'))).toBe(false);
  });
});
