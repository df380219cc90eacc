import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pullDeadline } from '../../../../lib/background/sync/pull-deadline';

describe('a pull’s deadline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('times out when no page comes within the wait, as AbortSignal.timeout does', () => {
    const deadline = pullDeadline({ stallMs: 1_000, limitMs: 60_000 });
    vi.advanceTimersByTime(999);
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect((deadline.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('each page starts the wait again, so a long list whose pages keep coming goes on', () => {
    const deadline = pullDeadline({ stallMs: 1_000, limitMs: 60_000 });
    for (let page = 0; page < 20; page++) {
      vi.advanceTimersByTime(900);
      deadline.pageArrived();
    }
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(deadline.signal.aborted).toBe(true);
  });

  it('pages that keep coming are stopped at the limit of the whole pull', () => {
    const deadline = pullDeadline({ stallMs: 1_000, limitMs: 5_000 });
    for (let page = 0; page < 5; page++) {
      vi.advanceTimersByTime(900);
      deadline.pageArrived();
    }
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(500);
    expect(deadline.signal.aborted).toBe(true);
  });

  it('ended, it leaves no timer running and never aborts', () => {
    const deadline = pullDeadline({ stallMs: 1_000, limitMs: 5_000 });
    deadline.end();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(deadline.signal.aborted).toBe(false);
  });
});
