import { options } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EFFECTS_RELEASED, holdEffectsUntilFirstFrame } from '../../../lib/containers/render-page';

/*
 * The scheduling only: the real browser's side (a first frame on screen before the page's effects
 * run) is in tests/e2e/first-paint.spec.ts.
 */

type Scheduler = (flush: () => void) => void;
const scheduling = options as { requestAnimationFrame?: Scheduler };

/** A PerformanceObserver whose entries the test hands in. */
class ObserverDouble {
  static current: ObserverDouble | undefined;
  static supportedEntryTypes = ['element', 'paint'];
  observed: unknown;
  disconnected = false;
  constructor(readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    ObserverDouble.current = this;
  }
  observe(init: unknown) {
    this.observed = init;
  }
  disconnect() {
    this.disconnected = true;
  }
  report(...names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((given) => given === name) });
  }
}

describe('holdEffectsUntilFirstFrame', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', ObserverDouble);
  });
  afterEach(() => {
    scheduling.requestAnimationFrame = undefined;
    ObserverDouble.current = undefined;
    ObserverDouble.supportedEntryTypes = ['element', 'paint'];
  });

  it('runs the effects once the first frame with content is reported, and not before', async () => {
    holdEffectsUntilFirstFrame();
    const flush = vi.fn();
    scheduling.requestAnimationFrame?.(flush);
    const watcher = ObserverDouble.current as ObserverDouble;
    expect(watcher.observed).toEqual({ type: 'paint', buffered: true });
    // The page's background painted first: that frame had no content yet.
    watcher.report('first-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(flush).not.toHaveBeenCalled();
    const marks = vi.spyOn(performance, 'mark');
    watcher.report('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledOnce();
    expect(marks.mock.calls).toEqual([[EFFECTS_RELEASED.byFirstFrame]]);
    // From then on Preact schedules its own effects, and nothing of the hold is left running.
    expect(scheduling.requestAnimationFrame).toBeUndefined();
    expect(watcher.disconnected).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs them after its patience when no such frame is reported (a hidden page paints none)', async () => {
    holdEffectsUntilFirstFrame();
    const flushes = [vi.fn(), vi.fn()];
    for (const flush of flushes) scheduling.requestAnimationFrame?.(flush);
    await vi.advanceTimersByTimeAsync(249);
    expect(scheduling.requestAnimationFrame).toBeDefined();
    const marks = vi.spyOn(performance, 'mark');
    await vi.advanceTimersByTimeAsync(1);
    expect(marks.mock.calls).toEqual([[EFFECTS_RELEASED.byPatience]]);
    expect(scheduling.requestAnimationFrame).toBeUndefined();
    expect(ObserverDouble.current?.disconnected).toBe(true);
    expect(flushes[0]).not.toHaveBeenCalled();
    // What waited runs in a task of its own, right after.
    await vi.advanceTimersByTimeAsync(1);
    for (const flush of flushes) expect(flush).toHaveBeenCalledOnce();
    // A report that comes late changes nothing.
    ObserverDouble.current?.report('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(1_000);
    for (const flush of flushes) expect(flush).toHaveBeenCalledOnce();
  });

  it('runs them after its patience in a browser without paint entries, watching for none', async () => {
    ObserverDouble.supportedEntryTypes = ['element'];
    holdEffectsUntilFirstFrame();
    const flush = vi.fn();
    scheduling.requestAnimationFrame?.(flush);
    expect(ObserverDouble.current).toBeUndefined();
    await vi.advanceTimersByTimeAsync(251);
    expect(flush).toHaveBeenCalledOnce();
    expect(scheduling.requestAnimationFrame).toBeUndefined();
  });
});
