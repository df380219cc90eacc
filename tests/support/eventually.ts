import { vi } from 'vitest';
import { WAIT_BOUND_MS } from './wait-bound';

/** `vi.waitFor` bounded as `expect.poll` is (vitest.config.ts): retries until the check passes. */
export const eventually = <T>(check: () => T | Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: WAIT_BOUND_MS });
