import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isoDate,
  isoDateFromToday,
  isoFromLocalMinute,
  localDay,
  localMinute,
} from '../../../lib/model/calendar';

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

describe('localDay: a calendar day read as the wall calendar shows it', () => {
  it('reads YYYY-MM-DD at local midnight, for years 1–9999 too', () => {
    const at = localDay('2026-11-23');
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours()]).toEqual([
      2026, 10, 23, 0,
    ]);
    expect(localDay('0001-01-01').getFullYear()).toBe(1);
    expect(localDay('9999-12-31').getDate()).toBe(31);
  });

  it('reads a day that does not exist as no date, and a full timestamp as that moment', () => {
    expect(Number.isNaN(localDay('2026-13-45').getTime())).toBe(true);
    expect(Number.isNaN(localDay('2026-02-30').getTime())).toBe(true);
    expect(localDay('2026-11-23T10:00:00Z').getTime()).toBe(Date.UTC(2026, 10, 23, 10));
  });

  it('is the inverse of isoDate for every day of years 1–9999', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (at) => {
          expect(isoDate(localDay(isoDate(at)))).toBe(isoDate(at));
        },
      ),
    );
  });
});

describe('a datetime-local input’s minute', () => {
  it('shows an ISO time as the browser’s local minute and reads it back', () => {
    const at = new Date(2026, 10, 23, 9, 5, 44);
    expect(localMinute(at.toISOString())).toBe('2026-11-23T09:05');
    expect(isoFromLocalMinute('2026-11-23T09:05')).toBe(new Date(2026, 10, 23, 9, 5).toISOString());
  });

  it('leaves a blank or unreadable time blank', () => {
    for (const nothing of [undefined, '', 'soon']) expect(localMinute(nothing)).toBe('');
    for (const nothing of ['', 'soon']) expect(isoFromLocalMinute(nothing)).toBe('');
  });

  it('round-trips any minute', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (at) => {
          const minute = localMinute(at.toISOString());
          expect(localMinute(isoFromLocalMinute(minute))).toBe(minute);
        },
      ),
    );
  });
});
