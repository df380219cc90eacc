import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesOf, searchIndexOf } from '../../../entrypoints/options/section-shell/search-index';

/** Few letters, the separator among them, so needles match, miss, and cross from text to text. */
const text = fc.string({ unit: fc.constantFrom('a', 'b', '\n', 'é', '𝒳'), maxLength: 6 });

describe('a search index over many texts', () => {
  it('finds a needle in exactly the texts that include it', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 12 }), text, (texts, needle) => {
        const found = [...matchesOf(searchIndexOf(texts), needle)];
        expect(found).toEqual(texts.map((each) => (each.includes(needle) ? 1 : 0)));
      }),
      { numRuns: 2000 },
    );
  });

  it('finds a needle again and again in the same index, and in none of no texts', () => {
    const index = searchIndexOf(['eu-1 web', 'us-2 api', 'eu-12 db']);
    expect([...matchesOf(index, 'eu-1')]).toEqual([1, 0, 1]);
    expect([...matchesOf(index, 'eu-12')]).toEqual([0, 0, 1]);
    expect([...matchesOf(index, 'web\nus')]).toEqual([0, 0, 0]);
    expect([...matchesOf(searchIndexOf([]), 'a')]).toEqual([]);
  });
});
