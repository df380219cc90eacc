/**
 * How long a unit or integration test waits for a condition it means: a bound for a hang, under
 * the test's own 15 s limit (vitest.config.ts), not a bet on the machine's speed. vitest's own
 * defaults, 1 s for `expect.poll` and `vi.waitFor`, failed a flush over HTTP on a loaded machine.
 */
export const WAIT_BOUND_MS = 10_000;
