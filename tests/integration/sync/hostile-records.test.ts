import { afterEach, describe, expect, it } from 'vitest';
import { MONITOR_RANK } from '../../../lib/model/rows';
import { MONITORS_LIST, useSyncBed } from '../support/sync-bed';

const sync = useSyncBed();
const LOGIN = '/endpoints/v1/auth/login';
const serverMonitor = (id: string) => {
  const monitor = sync.bed.server.context.state.monitoring.monitors.get(id);
  if (!monitor) throw new Error(`no ${id} on the server`);
  return monitor as unknown as Record<string, unknown>;
};

describe('a sign-in answer with no usable token', () => {
  it.each([
    ['no token', { token: undefined }],
    ['an empty token', { token: '' }],
  ])('%s: a clear sign-in error, held writes held, cache kept', async (_, set) => {
    const cached = await sync.seedMonitors();
    await sync.bed.tokenStore.clear();
    sync.bed.server.context.faults.add({ path: LOGIN, kind: 'rewrite', set });
    await sync.bed.queue('pauseMonitor', 'mon_1', { paused: true });
    const [outcome] = await sync.run(['monitors'], { userRequested: true });
    expect(outcome).toMatchObject({ result: 'failed', error: { kind: 'auth' } });
    const message = outcome?.result === 'failed' ? outcome.error.message : '';
    expect(message).toMatch(/the server's sign-in answer has no usable token/);
    expect(await sync.bed.flush()).toEqual(['held']);
    expect((await sync.bed.rows()).map((r) => r.state)).toEqual(['pending']);
    expect(sync.bed.server.context.state.monitoring.monitors.get('mon_1')?.pause).toBe('active');
    await sync.expectMonitorsKept(
      cached.map((m) =>
        m.id === 'mon_1' ? { ...m, pause: 'paused', rank: MONITOR_RANK.paused, fp: undefined } : m,
      ),
    );
    expect(await sync.glance()).toMatchObject({ kind: 'signed-out', message });
    await sync.expectRecovery();
  });
});

describe('tokens of a format the description does not promise', () => {
  const config = () => sync.bed.server.context.config;
  afterEach(() => Object.assign(config(), { tokenStyle: 'jwt', tokenIssuedExpired: false }));

  it('a token that is not a JWT is sent as it is: syncs and writes go', async () => {
    config().tokenStyle = 'opaque';
    await sync.bed.tokenStore.clear();
    await sync.bed.queue('pauseMonitor', 'mon_1', { paused: true });
    const [outcome] = await sync.run(['monitors'], { userRequested: true });
    expect(outcome).toMatchObject({ result: 'synced' });
    expect((await sync.bed.tokenStore.get())?.token).toMatch(/^[0-9a-f]{40}$/);
    expect(await sync.bed.flush()).toEqual(['sent']);
    expect(serverMonitor('mon_1').pause).toBe('paused');
  });

  it('a server that issues tokens already expired is told apart from a refused account', async () => {
    config().tokenIssuedExpired = true;
    await sync.bed.tokenStore.clear();
    const [outcome] = await sync.run(['monitors'], { userRequested: true });
    expect(outcome).toMatchObject({ result: 'failed', error: { kind: 'auth' } });
    const message = outcome?.result === 'failed' ? outcome.error.message : '';
    expect(message).toMatch(/had already expired by this computer's clock/);
    expect(message).not.toMatch(/not allowed/);
    expect(await sync.glance()).toMatchObject({ kind: 'signed-out', message });
  });
});

describe('one bad record among good ones', () => {
  it('keeps the good ones, keeps the cached version of the bad one and names it', async () => {
    const cached = await sync.seedMonitors();
    Object.assign(serverMonitor('mon_1'), { interval: '300', name: 'Renamed on the server' });
    Object.assign(serverMonitor('mon_7'), { createdTime: 'yesterday' });
    Object.assign(serverMonitor('mon_2'), { name: 'Good news' });
    const [outcome] = await sync.run(['monitors'], { userRequested: true });
    expect(outcome).toMatchObject({ result: 'synced', unreadable: ['mon_1', 'mon_7'] });
    const rows = await sync.bed.database.monitors.bulkGet(['mon_1', 'mon_2', 'mon_7']);
    expect(rows[0]).toEqual(cached.find((m) => m.id === 'mon_1'));
    expect(rows[1]?.name).toBe('Good news');
    expect(rows[2]).toEqual(cached.find((m) => m.id === 'mon_7'));
    const state = await sync.state('monitors');
    expect(state.warning).toBe('2 monitors could not be read: mon_1, mon_7');
    expect((await sync.glance()).kind).toMatch(/down|all-up/);
    Object.assign(serverMonitor('mon_1'), { interval: 300 });
    Object.assign(serverMonitor('mon_7'), { createdTime: '2026-01-02T00:00:00.000Z' });
    await sync.expectRecovery();
    expect((await sync.state('monitors')).warning).toBeNull();
    expect((await sync.bed.database.monitors.get('mon_1'))?.name).toBe('Renamed on the server');
  });

  it('a record bloated past the per-record bound is not stored; the rest sync', async () => {
    const cached = await sync.seedMonitors();
    Object.assign(serverMonitor('mon_3'), { name: 'x'.repeat(200_000) });
    const [outcome] = await sync.run(['monitors'], { userRequested: true });
    expect(outcome).toMatchObject({ result: 'synced', unreadable: ['mon_3'] });
    expect(await sync.bed.database.monitors.get('mon_3')).toEqual(
      cached.find((m) => m.id === 'mon_3'),
    );
    expect((await sync.state('monitors')).warning).toMatch(/1 monitor could not be read: mon_3/);
  });

  it('chart data of a monitor the pull deletes goes with it', async () => {
    await sync.seedMonitors();
    const { loadSeries } = await import('../../../lib/background/sync/series');
    const { openWorkerDatabase } = await import('../../../lib/storage/worker-database');
    const database = await openWorkerDatabase(sync.bed.database.name);
    expect(await loadSeries(database, sync.apis(), ['mon_4', 'mon_5'])).toBe(2);
    sync.bed.server.context.state.monitoring.monitors.delete('mon_4');
    await sync.run(['monitors'], { userRequested: true });
    expect(await sync.bed.database.responseTimes.toCollection().primaryKeys()).toEqual(['mon_5']);
    expect(await sync.bed.database.uptime.toCollection().primaryKeys()).toEqual(['mon_5']);
  });
});

describe('a whole list that fails validation', () => {
  it('an envelope without the list: bad response, nothing deleted', async () => {
    const cached = await sync.seedMonitors();
    sync.fault(MONITORS_LIST, { kind: 'rewrite', set: { monitors: 'none' }, times: 1 });
    const [outcome] = await sync.run(['monitors'], { userRequested: true });
    expect(outcome).toMatchObject({ result: 'failed', error: { kind: 'bad-response' } });
    await sync.expectMonitorsKept(cached);
  });
});
