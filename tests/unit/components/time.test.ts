import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  clockTime,
  dateTimeInZone,
  dateTimeText,
  dayAndTimeText,
  formatMoment,
  localDay,
} from '../../../components/time';
import { dayLabel } from '../../../entrypoints/options/resources/monitors-detail/series-summary';

const iso = (at: Date) => format(at, 'yyyy-MM-dd HH:mm');

describe('formatMoment: one safe way to show a time from a record', () => {
  it('formats what it can read', () => {
    expect(formatMoment('2026-11-23T14:05:00Z', (at) => at.toISOString())).toBe(
      '2026-11-23T14:05:00.000Z',
    );
    expect(formatMoment(0, (at) => at.toISOString())).toBe('1970-01-01T00:00:00.000Z');
    expect(formatMoment('2026-11-23', iso, parseISO)).toBe('2026-11-23 00:00');
  });

  it('shows an unreadable time as its raw text, shortened, or "—" — never Invalid Date', () => {
    expect(formatMoment('soon', iso)).toBe('soon');
    expect(formatMoment(`${'9'.repeat(50)}`, iso)).toBe(`${'9'.repeat(40)}…`);
    for (const nothing of [null, undefined, '', '   ', Number.NaN, 8.65e15, new Date('x')]) {
      expect(formatMoment(nothing, iso)).toBe('—');
    }
  });

  it('survives a formatter that throws (date-fns: RangeError "Invalid time value")', () => {
    // date-fns throws on a year it cannot write; the raw text stands in.
    expect(formatMoment('2026-13-45', iso, parseISO)).toBe('2026-13-45');
    expect(() => format(parseISO('2026-13-45'), 'EEE d')).toThrow(RangeError);
    expect(dayLabel('2026-13-45')).toBe('2026-13-45');
    // A chart's day as Intl writes it in the UI language.
    expect(dayLabel('2026-11-23')).toBe('23 Mon');
  });

  it('backs the shared clock and date-time texts', () => {
    expect(clockTime('garbage')).toBe('garbage');
    expect(dateTimeText(undefined)).toBe('—');
    expect(dateTimeText('2026-11-23T14:05:00Z')).not.toMatch(/Invalid/);
  });

  it('reads a time where its record says it happens, and names that zone', () => {
    const at = '2026-11-23T14:05:00Z';
    const inTokyo = new Date(at).toLocaleString('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Tokyo',
    });
    expect(dateTimeInZone(at, 'Asia/Tokyo')).toBe(`${inTokyo} (Tokyo)`);
    expect(dateTimeInZone(at, 'America/New_York')).toMatch(/ \(New York\)$/);
    // A zone Intl does not know is any text a server sent: the browser's time, no RangeError.
    expect(dateTimeInZone(at, 'Mars/Olympus')).toBe(dateTimeText(at));
    expect(dateTimeInZone(at, '')).toBe(dateTimeText(at));
    expect(dateTimeInZone('soon', 'UTC')).toBe('soon');
  });
});

describe('dayAndTimeText: "Saved on 23 November, 11:05"', () => {
  const now = new Date(2026, 10, 23, 16, 0).getTime();
  const month = (at: Date) => at.toLocaleString(undefined, { month: 'long' });

  it('names the day and month in words, with hours and minutes but no seconds', () => {
    const at = new Date(2026, 10, 22, 23, 5, 44);
    const text = dayAndTimeText(at.getTime(), now);
    expect(text).toContain(month(at));
    expect(text).toContain('22');
    expect(text).not.toMatch(/44|\d+\/\d+\/\d+|2026/);
  });

  it('adds the year only when it is not this one', () => {
    expect(dayAndTimeText(new Date(2025, 0, 2, 9, 0).getTime(), now)).toContain('2025');
  });

  it('never throws on what cannot be read', () => {
    expect(dayAndTimeText('garbage', now)).toBe('garbage');
    expect(dayAndTimeText(null, now)).toBe('—');
    expect(dayAndTimeText(8.65e15, now)).toBe('—');
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
});
