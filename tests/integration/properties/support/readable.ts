import { dequal } from 'dequal';
import { expect } from 'vitest';

/**
 * What no value the schemas admit may ever turn into on screen: a formatting slip, not data.
 * Generated text never contains these (see shared-arbitraries.ts), so any hit was made by the
 * code under test.
 */
export const UNREADABLE = /NaN|Invalid Date|undefined|\[object Object\]|\d[eE][+-]?\d/;

/**
 * Fails with the offending text and where it was shown. `echoes` are values shown as the server
 * sent them (ids, names): a UUID's `3e0` is not e-notation, so they are taken out first.
 */
export function expectReadable(where: string, shown: unknown, echoes: readonly string[] = []) {
  // Plain checks first: vitest's expect() costs more than the rest of a run's checks together.
  if (typeof shown !== 'string' && typeof shown !== 'number')
    expect.fail(`${where}: not text but ${String(shown)}`);
  let text = String(shown);
  if (!UNREADABLE.test(text)) return;
  // Longest first: a short echo ("d") must not cut a longer one (a UUID) into false hits.
  const longestFirst = echoes.filter(Boolean).sort((a, b) => b.length - a.length);
  for (const echo of longestFirst) text = text.replaceAll(echo, ' ');
  expect(UNREADABLE.exec(text)?.[0], `${where} shows "${text.slice(0, 200)}"`).toBeUndefined();
}

/** `actual` deep-equals `expected`; vitest's diff only when it does not (see expectReadable). */
export function expectSame(actual: unknown, expected: unknown, where?: string) {
  if (!dequal(actual, expected)) expect(actual, where).toEqual(expected);
}

/** Every string in a record, however deep: what a view may show exactly as it came. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}
