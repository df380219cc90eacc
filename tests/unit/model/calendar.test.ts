import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDate, isoDateFromToday } from '../../../lib/model/calendar';

describe('calendar days as both APIs write them', () => {
  it('writes the local calendar day, zero-padded, for any day of years 1–9999', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1, 0, 1), max: new Date(9999, 11, 31) }), (at) => {
        fc.pre(!Number.isNaN(at.getTime()));
        const [year, month, day] = isoDate(at).split('-').map(Number);
        expect([year, (month ?? 0) - 1, day]).toEqual([
          at.getFullYear(),
          at.getMonth(),
          at.getDate(),
        ]);
        expect(isoDate(at)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });

  it('counts days on the wall calendar, across month and year ends', () => {
    const lastOfYear = new Date(2026, 11, 31, 23, 30).getTime();
    expect(isoDateFromToday(1, lastOfYear)).toBe('2027-01-01');
    expect(isoDateFromToday(-365, lastOfYear)).toBe('2025-12-31');
    expect(isoDateFromToday(0, new Date(2028, 1, 29, 0, 5))).toBe('2028-02-29');
    expect(isoDateFromToday(1, new Date(2028, 1, 28, 12))).toBe('2028-02-29');
  });
});
