/**
 * How long a unit or integration test waits for a condition it means: a bound for a hang, under
 * the test's own 15 s limit (vitest.config.ts), not a bet on the machine's speed. vitest's own
 * defaults, 1 s for `expect.poll` and `vi.waitFor`, failed a flush over HTTP on a loaded machine.
 */
export const WAIT_BOUND_MS = 10_000;

/**
 * How long a property test may run all its generated cases: a bound for a hung one, not a slow
 * machine. The slowest (monitoring-settings, 1,000 answers) took 215 s beside the browser suite
 * and a loop of builds, nearly twice the two minutes this used to allow.
 */
export const PROPERTY_TIMEOUT_MS = 600_000;
