import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { clockTime, dateTimeText, formatMoment } from '../../../components/time';
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
    expect(dayLabel('2026-11-23')).toBe('Mon 23');
  });

  it('backs the shared clock and date-time texts', () => {
    expect(clockTime('garbage')).toBe('garbage');
    expect(dateTimeText(undefined)).toBe('—');
    expect(dateTimeText('2026-11-23T14:05:00Z')).not.toMatch(/Invalid/);
  });
});
