import { describe, expect, it } from 'vitest';
import { museumTime, SHOWN_TIME_PATTERN } from '../../../components/museum-values';
import { MUSEUM_TIME_PATTERN } from '../../../lib/api/museum/schemas';

describe('museum times as people read them', () => {
  it('shows both published spellings the same way, in the given locale', () => {
    expect(museumTime('0900', 'en-GB')).toBe('09:00');
    expect(museumTime('09:00', 'en-GB')).toBe('09:00');
    expect(museumTime('2359', 'en-GB')).toBe('23:59');
    expect(museumTime('1700', 'en-US')).toBe(museumTime('17:00', 'en-US'));
    expect(museumTime('1700', 'en-US')).toMatch(/^0?5:00\sPM$/);
  });

  it('reads the same pattern the schema admits', () => {
    expect(SHOWN_TIME_PATTERN.source).toBe(MUSEUM_TIME_PATTERN.source);
  });

  it('shows a time outside the pattern (an older cached row) as it was stored', () => {
    expect(museumTime('late', 'en-GB')).toBe('late');
  });
});
