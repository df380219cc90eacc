import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { checkClock } from '../../../../lib/background/runtime/clock';
import { isMuted, notificationMutesItem } from '../../../../lib/storage/settings';
import { openWorkerDatabase } from '../../../../lib/storage/worker-database';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the clock going back, for what is kept outside IndexedDB', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: Date.UTC(2026, 10, 28, 12) });
  });
  afterEach(() => vi.useRealTimers());

  it('a one-hour mute ends within its hour, one until turned on stays, and the sync alarm keeps its pace', async () => {
    const worker = await openWorkerDatabase(`clock-${crypto.randomUUID()}`);
    await checkClock(worker);
    await notificationMutesItem.setValue({ mon_1: Date.now() + HOUR, mon_2: 0 });
    await browser.alarms.create('gatehouse-sync', { delayInMinutes: 5, periodInMinutes: 5 });

    vi.advanceTimersByTime(10 * 60_000);
    vi.setSystemTime(Date.now() - 30 * DAY);
    expect(await checkClock(worker)).toBe(30 * DAY);

    const mutes = await notificationMutesItem.getValue();
    expect(isMuted(mutes, 'mon_1', Date.now() + 50 * 60_000)).toBe(false);
    expect(isMuted(mutes, 'mon_1', Date.now() + 49 * 60_000)).toBe(true);
    expect(mutes.mon_2).toBe(0);
    const sync = await browser.alarms.get('gatehouse-sync');
    // Due already: as soon as Chrome lets an alarm fire (30 s, wake-at.ts).
    expect(sync?.scheduledTime).toBeLessThanOrEqual(Date.now() + 30_000);
    expect(sync?.periodInMinutes).toBe(5);
    worker.close();
  });

  it("an unfinished pull's note moves back too, so a write settled after that pull stays shielded", async () => {
    const worker = await openWorkerDatabase(`clock-${crypto.randomUUID()}`);
    await checkClock(worker);
    const askedAt = Date.now();
    await worker.put('syncState', {
      resource: 'monitors',
      lastSuccessAt: askedAt - HOUR,
      lastAttemptAt: askedAt,
      lastError: null,
      notBefore: 0,
      consecutiveFailures: 0,
      unfinishedPull: { keysBefore: ['mon_1'], fetchedSince: askedAt },
    });
    await worker.put('settledWrites', { recordKey: 'monitors:mon_2', settledAt: askedAt + 1_000 });

    vi.advanceTimersByTime(5_000);
    vi.setSystemTime(Date.now() - DAY);
    expect(await checkClock(worker)).toBe(DAY);

    const note = (await worker.get('syncState', 'monitors'))?.unfinishedPull;
    const settled = await worker.get('settledWrites', 'monitors:mon_2');
    // Still asked for before the write settled, as it was.
    expect(note?.fetchedSince).toBe(askedAt - DAY);
    expect(settled?.settledAt).toBe(askedAt + 1_000 - DAY);
    expect(note?.keysBefore).toEqual(['mon_1']);
    worker.close();
  });
});
