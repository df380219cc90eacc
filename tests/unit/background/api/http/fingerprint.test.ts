import murmurhash from 'murmurhash';
import { describe, expect, it } from 'vitest';
import { fingerprintOf } from '../../../../../lib/background/api/http/fingerprint';

describe('fingerprintOf', () => {
  // Rows stored by an earlier build carry fingerprints of murmurhash over the string itself: a
  // different hash would rewrite every row once, and a changing one would rewrite them always.
  it.each([
    ['a monitor', JSON.stringify({ id: 'mon_1', name: 'API gateway' })],
    ['multi-byte text', JSON.stringify({ name: 'Zürich – 東京 🚀' })],
    ['a record too large for the kept buffer', JSON.stringify({ junk: 'ü'.repeat(40_000) })],
    ['nothing', ''],
  ])('hashes %s as murmurhash hashes the string', (_, json) => {
    const expected = `${json.length.toString(36)}.${murmurhash.v3(json, 7).toString(36)}`;
    expect(fingerprintOf(json, 7)).toBe(expected);
  });

  it('is the same for one record hashed after a longer one', () => {
    const short = JSON.stringify({ id: 'a' });
    const before = fingerprintOf(short, 1);
    fingerprintOf(JSON.stringify({ id: 'a much longer record than the first one' }), 1);
    expect(fingerprintOf(short, 1)).toBe(before);
  });
});
