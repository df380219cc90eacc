import fc, { type Parameters } from 'fast-check';
import { it } from 'vitest';
import { PROPERTY_TIMEOUT_MS } from '../../../support/wait-bound';

/**
 * How many answers each property generates, and how to replay a failure. fast-check's own
 * report (thrown as the test's error) names the run's seed and the shrunk path of a failing run; set
 * FC_SEED (and FC_PATH) to run exactly that case again, e.g.
 *   FC_SEED=-1819918769 FC_PATH="42:1:0" npx vitest run tests/integration/properties
 */
const ANSWERS_PER_PROPERTY = 1000;

function propertyParameters<T>(): Parameters<T> {
  const seed = process.env.FC_SEED;
  if (seed && !Number.isInteger(Number(seed)))
    throw new Error(`FC_SEED must be the whole number fast-check printed, not "${seed}"`);
  return {
    numRuns: ANSWERS_PER_PROPERTY,
    ...(seed ? { seed: Number(seed), path: process.env.FC_PATH } : {}),
  };
}

/** A test that `check` holds for 1,000 values of `answers`; fast-check reports a failure. */
export function itHoldsFor<T>(
  name: string,
  answers: fc.Arbitrary<T>,
  check: (answer: T) => Promise<unknown>,
) {
  it(
    name,
    async () => {
      await fc.assert(
        fc.asyncProperty(answers, async (answer) => {
          await check(answer);
        }),
        propertyParameters(),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
}
