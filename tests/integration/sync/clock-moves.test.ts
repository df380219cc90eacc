import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSync } from '../../../lib/background/sync/pull-schedule';
import { useOutboxBed } from '../support/outbox-harness';
import { useSettingsOf } from '../support/outbox-settings';

/*
 * The sync's stored times while the wall clock moves back (lib/model/clock-jump.ts): Date moves
 * with vi.setSystemTime, performance.now() only as time really passes (vi.advanceTimersByTime).
 */

const DAY = 86_400_000;
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const monitorsOnly = { resources: ['monitors' as const] };

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date', 'performance'], now: Date.UTC(2026, 10, 28, 12) });
  await useSettingsOf(bed);
});
afterEach(() => vi.useRealTimers());

describe('pulls while the clock moves back a day', () => {
  it('try again after their backoff from a 503, not a day later', async () => {
    bed.server.context.faults.add({
      method: 'GET',
      path: '/endpoints/v1/monitors/list',
      kind: 'status',
      status: 503,
      times: 1,
    });
    expect(await runSync(bed.worker, monitorsOnly)).toMatchObject([{ result: 'failed' }]);
    const { notBefore } = (await bed.database.syncState.get('monitors')) ?? { notBefore: 0 };
    vi.setSystemTime(Date.now() - DAY);
    vi.advanceTimersByTime(notBefore - (Date.now() + DAY));

    expect(await runSync(bed.worker, monitorsOnly)).toMatchObject([{ result: 'synced' }]);
  });

  it("show the server's later change to a record written just before", async () => {
    await runSync(bed.worker, monitorsOnly);
    await bed.queue('updateMonitor', 'mon_1', { name: 'Renamed here' });
    expect(await bed.flush()).toEqual(['sent']);
    vi.advanceTimersByTime(1_000);
    vi.setSystemTime(Date.now() - DAY);
    const monitor = monitoring().monitors.get('mon_1');
    if (monitor) monitor.name = 'Renamed on the server later';

    await runSync(bed.worker, { ...monitorsOnly, userRequested: true });
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({
      name: 'Renamed on the server later',
    });
  });
});
