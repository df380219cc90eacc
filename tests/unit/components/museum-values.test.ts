import { describe, expect, it } from 'vitest';
import {
  eventPrice,
  museumPrice,
  museumTime,
  SHOWN_TIME_PATTERN,
} from '../../../components/museum-values';
import { MUSEUM_TIME_PATTERN } from '../../../lib/model/museum/schemas';

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

describe('event prices as people read them', () => {
  it('never shows a minus on a price that rounds to zero (-0 is a valid JSON number)', () => {
    expect(eventPrice(-0, 'en-GB')).toBe('0.00');
    expect(eventPrice(-1e-7, 'en-GB')).toBe('0.00');
    expect(eventPrice(-0.004, 'en-GB')).toBe('0.00');
    expect(eventPrice(-3.5, 'en-GB')).toBe('-3.50');
  });

  it('never in e-notation, whatever number the schema admits', () => {
    expect(eventPrice(1e21, 'en-GB')).toBe('1,000,000,000,000,000,000,000.00');
    expect(eventPrice(24, 'en-GB')).toBe('24.00');
    expect(eventPrice(-3.5, 'en-GB')).toBe('-3.50');
    expect(eventPrice(1e-7, 'en-GB')).toBe('0.00');
    expect(eventPrice(24, 'de-DE')).toBe('24,00');
  });
});

describe('prices in the museum’s currency', () => {
  it('writes the currency the user set, and none while unset', () => {
    expect(museumPrice(12.5, 'EUR')).toMatch(/€/);
    expect(museumPrice(12.5, null)).toBe(eventPrice(12.5));
  });

  it('falls back to the bare number for a code Intl refuses', () => {
    expect(museumPrice(12.5, 'not a code')).toBe(eventPrice(12.5));
  });
});
