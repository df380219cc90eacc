import { describe, expect, it } from 'vitest';
import { backoffDelayMs, MAX_BACKOFF_MS } from '../../../lib/model/backoff';

describe('backoffDelayMs', () => {
  const worst = () => 1;
  it('grows exponentially with failures, up to a cap', () => {
    const delays = [1, 2, 3, 4].map((failures) =>
      backoffDelayMs(failures, { baseMs: 1000, random: worst }),
    );
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelayMs(40, { baseMs: 1000, random: worst })).toBe(MAX_BACKOFF_MS);
  });

  it('spreads retries with jitter but never below the base delay', () => {
    expect(backoffDelayMs(4, { baseMs: 1000, random: () => 0 })).toBe(1000);
  });

  it('never retries sooner than Retry-After', () => {
    expect(backoffDelayMs(1, { baseMs: 1000, retryAfterSeconds: 30, random: worst })).toBe(30_000);
  });
});
