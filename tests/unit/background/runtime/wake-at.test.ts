import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { cancelWake, wakeAt } from '../../../../lib/background/runtime/wake-at';

describe('wakeAt: a timer while the worker lives, an alarm as the backstop', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12) });
  });
  afterEach(() => vi.useRealTimers());

  it('runs a short wait on a timer, and sets the alarm no sooner than Chrome allows', async () => {
    const run = vi.fn();
    await wakeAt('flush', Date.now() + 5_000, run);
    expect((await browser.alarms.get('flush'))?.scheduledTime).toBe(Date.now() + 30_000);
    await vi.advanceTimersByTimeAsync(5_100);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('leaves a long wait to the alarm alone, at the time asked', async () => {
    const run = vi.fn();
    const when = Date.now() + 3_600_000;
    await wakeAt('resume', when, run);
    expect((await browser.alarms.get('resume'))?.scheduledTime).toBe(when);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('replaces the earlier wake of the same name, and cancels both timer and alarm', async () => {
    const first = vi.fn();
    const second = vi.fn();
    await wakeAt('flush', Date.now() + 1_000, first);
    await wakeAt('flush', Date.now() + 2_000, second);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    const third = vi.fn();
    await wakeAt('flush', Date.now() + 1_000, third);
    await cancelWake('flush');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(third).not.toHaveBeenCalled();
    expect(await browser.alarms.get('flush')).toBeFalsy();
  });
});
