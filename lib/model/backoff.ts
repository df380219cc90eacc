/** First retry of a queued write that failed, sent or answered; doubles from there with jitter. */
export const WRITE_RETRY_BASE_MS = 2_000;

/** Longest wait between attempts after repeated failures. */
export const MAX_BACKOFF_MS = 30 * 60_000;

/**
 * Delay before the next attempt after `failures` consecutive failures: exponential from `baseMs`
 * with full jitter (so many clients don't retry in step), capped, and never shorter than the
 * server's Retry-After.
 */
export function backoffDelayMs(
  failures: number,
  options: { baseMs: number; retryAfterSeconds?: number; random?: () => number },
): number {
  const random = options.random ?? Math.random;
  const exponential = Math.min(MAX_BACKOFF_MS, options.baseMs * 2 ** Math.max(0, failures - 1));
  const jittered = options.baseMs + random() * (exponential - options.baseMs);
  const floor = (options.retryAfterSeconds ?? 0) * 1000;
  return Math.round(Math.max(jittered, floor));
}
