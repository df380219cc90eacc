import { describe, expect, it } from 'vitest';
import { syncResources } from '../../../lib/background/sync/engine';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { apisAt } from '../support/outbox-harness';
import { MONITORS_LIST, useSyncBed } from '../support/sync-bed';
import { closedPortUrl } from '../support/web-page-server';

const sync = useSyncBed();
const HOUR_MS = 3600_000;

describe('Retry-After, however the server spells it', () => {
  // A date is written when its test runs, not when the file is read: the cases before it take
  // seconds on a loaded machine, and "two minutes ahead" must be two minutes from the request.
  const ahead = (ms: number) => () => new Date(Date.now() + ms).toUTCString();
  it.each<[string, () => number | string, number]>([
    ['absurd seconds', () => 999_999, HOUR_MS],
    ['a date ten years ahead', ahead(10 * 365 * 24 * HOUR_MS), HOUR_MS],
    ['a date two minutes ahead', ahead(120_000), 120_000],
    ['plain seconds', () => 90, 90_000],
  ])('%s: waits at most an hour', async (_, retryAfter, expectedMs) => {
    const cached = await sync.seedMonitors();
    const before = Date.now();
    sync.fault(MONITORS_LIST, { kind: 'status', status: 429, retryAfter: retryAfter(), times: 1 });
    const [outcome] = await sync.run(['monitors']);
    expect(outcome).toMatchObject({ result: 'failed', error: { kind: 'rate-limited' } });
    const { notBefore } = await sync.state('monitors');
    expect(notBefore - before).toBeGreaterThanOrEqual(expectedMs - 2_000);
    expect(notBefore - before).toBeLessThanOrEqual(expectedMs + 2_000);
    await sync.expectMonitorsKept(cached);
    // The glance names the time it will try again, never a raw number of seconds.
    expect(await sync.glance()).toMatchObject({ kind: 'rate-limited', retryAt: notBefore });
    // An automatic sync waits; the user's refresh always tries, and recovers.
    expect((await sync.run(['monitors']))[0]).toMatchObject({ result: 'skipped' });
    await sync.expectRecovery();
  });

  it.each([
    ['negative', -30],
    ['garbage', 'soon-ish'],
    ['a fraction', '1.5'],
  ] as const)('%s Retry-After is ignored: ordinary backoff applies', async (_, retryAfter) => {
    sync.fault(MONITORS_LIST, { kind: 'status', status: 429, retryAfter, times: 1 });
    const [outcome] = await sync.run(['monitors']);
    expect(outcome).toMatchObject({ result: 'failed', error: { kind: 'rate-limited' } });
    if (outcome?.result === 'failed') expect(outcome.error.retryAfter).toBeUndefined();
    expect((await sync.state('monitors')).notBefore - Date.now()).toBeLessThan(31_000);
    await sync.expectRecovery();
  });

  it('missing Retry-After: backoff, and a refresh still tries', async () => {
    sync.fault(MONITORS_LIST, { kind: 'status', status: 429, times: 1 });
    await sync.run(['monitors']);
    expect(await sync.glance()).toMatchObject({ kind: 'rate-limited' });
    await sync.expectRecovery();
  });
});

describe('a server that does not answer', () => {
  it.each([
    ['hangs', { kind: 'hang' }],
    ['drips its answer', { kind: 'drip', chunkBytes: 16, delayMs: 100 }],
  ] as const)(
    'one that %s times out per request; the glance says "not answering"',
    async (_, fault) => {
      const cached = await sync.seedMonitors();
      sync.fault(MONITORS_LIST, { ...fault, times: 1 });
      const started = Date.now();
      const [outcome] = await sync.run(['monitors'], {
        userRequested: true,
        apis: { timeoutMs: 400 },
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(outcome).toMatchObject({ result: 'failed', error: { kind: 'timeout' } });
      await sync.expectMonitorsKept(cached);
      expect((await sync.glance()).kind).toBe('not-answering');
      await sync.expectRecovery();
    },
  );

  it('a sync that runs past its deadline: a timeout the glance names, not a silent cancel', async () => {
    await sync.seedMonitors();
    sync.fault(MONITORS_LIST, { kind: 'hang', times: 1 });
    const [outcome] = await sync.run(['monitors'], { userRequested: true, stallMs: 300 });
    expect(outcome).toMatchObject({ result: 'failed', error: { kind: 'timeout' } });
    expect((await sync.glance()).kind).toBe('not-answering');
    await sync.expectRecovery();
  });

  it('a long list whose pages keep coming is not cut off: the limit is on the wait for a page', async () => {
    const monitors = sync.bed.server.context.state.monitoring.monitors;
    const [first] = [...monitors.values()];
    if (!first) throw new Error('the demo account has no monitors');
    for (let n = 0; monitors.size < 3_500; n++) {
      const id = `${first.id}-more-${n}`;
      monitors.set(id, { ...first, id });
    }
    // Seven pages of 500, each answered half a second late: 3.5 s in all, past the 3 s limit on
    // the wait, and each page 2.5 s within it — room for signing in before the first page and
    // for writing each on a loaded machine (the first wait took up to 1.9 s with 2 s of room).
    sync.fault(MONITORS_LIST, { kind: 'slow-answer', delayMs: 500, times: 7 });
    const [outcome] = await sync.run(['monitors'], { userRequested: true, stallMs: 3_000 });
    expect(outcome).toMatchObject({ result: 'synced', count: monitors.size });
    expect(await sync.bed.database.monitors.count()).toBe(monitors.size);
  });

  it('a sync whose sign-in hangs past the deadline: a timeout the glance names', async () => {
    await sync.seedMonitors();
    await sync.bed.tokenStore.clear();
    sync.fault('/endpoints/v1/auth/login', { kind: 'hang', times: 1 });
    const [outcome] = await sync.run(['monitors'], { userRequested: true, stallMs: 300 });
    expect(outcome).toMatchObject({ result: 'failed', error: { kind: 'timeout' } });
    expect(outcome?.result === 'failed' && outcome.error.message).toMatch(/did not finish in time/);
    expect((await sync.glance()).kind).toBe('not-answering');
  });

  it('a refused connection, the browser online: "server not reachable", not "offline"', async () => {
    await sync.seedMonitors();
    const apis = apisAt(await closedPortUrl(), sync.bed.tokenStore, {
      accountUrl: sync.bed.server.url,
    });
    await syncResources(await openWorkerDatabase(sync.bed.database.name), apis, {
      resources: ['monitors'],
      userRequested: true,
    });
    expect((await sync.glance()).kind).toBe('unreachable');
    await sync.expectRecovery();
  });
});
