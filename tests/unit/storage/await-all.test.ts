import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitAtMost } from '../../../lib/storage/await-all';

describe('waitAtMost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the value of a step that comes in time, and leaves no timer behind', async () => {
    const waited = waitAtMost(Promise.resolve('open'), 1_000, null);
    await expect(waited).resolves.toBe('open');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives the fallback once its patience is over, and nothing before', async () => {
    let settled: unknown = 'not yet';
    void waitAtMost(new Promise(() => undefined), 1_000, null).then((value) => {
      settled = value;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe('not yet');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });

  it('passes on a step that fails in time', async () => {
    const waited = waitAtMost(Promise.reject(new Error('blocked')), 1_000, null);
    await expect(waited).rejects.toThrow('blocked');
    expect(vi.getTimerCount()).toBe(0);
  });
});
