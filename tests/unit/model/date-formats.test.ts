import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  formatDateTime,
  formatDateTimeInZone,
  formatDay,
  formatDayAndTime,
  formatDayLong,
  formatDayShort,
  formatTime,
  formatTimeAgo,
  formatTimeOfDay,
  formatWeekday,
  formatWeekdayAndDate,
  weekdayNames,
} from '../../../lib/model/date-formats';
import { setBrowserLanguage } from '../support/fake-i18n';

/** Intl spaces before "AM" and inside some dates with U+202F; a reader sees a space. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const inLanguage = (language: string) => () => {
  fakeBrowser.reset();
  setBrowserLanguage(language);
};

describe('date formats in English', () => {
  beforeEach(inLanguage('en'));

  it('names each format people read', () => {
    const at = new Date(2026, 10, 23, 14, 5);
    expect(plain(formatTime(at))).toBe('02:05 PM');
    expect(plain(formatDateTime(at))).toBe('Nov 23, 2026, 2:05 PM');
    expect(plain(formatDayAndTime(at, at.getTime()))).toBe('November 23 at 2:05 PM');
    expect(formatDay('2031-07-12')).toBe('Jul 12, 2031');
    expect(formatDayLong('2031-07-12')).toBe('Saturday, July 12, 2031');
    expect(formatDayShort('2031-07-12')).toBe('Sat, Jul 12');
    expect(formatWeekday('2031-07-12')).toBe('Saturday');
    expect(formatWeekdayAndDate('2026-11-23')).toBe('23 Mon');
    expect(plain(formatTimeOfDay(9, 5))).toBe('09:05 AM');
    expect(weekdayNames()).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
  });

  it('says how long ago in words', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(formatTimeAgo(now - 10_000, now)).toBe('just now');
    expect(formatTimeAgo(now - 2 * 60_000, now)).toBe('2 minutes ago');
    expect(formatTimeAgo(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(formatTimeAgo(now - 3 * 86_400_000, now)).toBe('3 days ago');
  });

  it('adds the year to a day and time only when it is not this one', () => {
    const now = new Date(2026, 10, 23, 16).getTime();
    expect(formatDayAndTime(new Date(2025, 0, 2, 9, 0).getTime(), now)).toContain('2025');
    expect(formatDayAndTime(new Date(2026, 0, 2, 9, 0).getTime(), now)).not.toContain('2026');
  });

  it('reads a calendar day on the wall calendar, not as UTC midnight', () => {
    // new Date('2031-07-12') is UTC midnight, which is 11 July west of Greenwich.
    expect(formatDayShort('2031-07-12')).toContain('12');
    expect(formatWeekday('2026-02-30')).toBe('2026-02-30');
  });
});

describe('date formats in German', () => {
  beforeEach(inLanguage('de'));

  it('names each format as German writes it', () => {
    const at = new Date(2026, 10, 23, 14, 5);
    expect(formatTime(at)).toBe('14:05');
    expect(plain(formatDateTime(at))).toBe('23.11.2026, 14:05');
    expect(plain(formatDayAndTime(at, at.getTime()))).toBe('23. November um 14:05');
    expect(formatDay('2031-07-12')).toBe('12.07.2031');
    expect(formatDayLong('2031-07-12')).toBe('Samstag, 12. Juli 2031');
    expect(formatDayShort('2031-07-12')).toBe('Sa., 12. Juli');
    expect(formatWeekday('2031-07-12')).toBe('Samstag');
    expect(formatWeekdayAndDate('2026-11-23')).toBe('Mo., 23.');
    expect(formatTimeOfDay(9, 5)).toBe('09:05');
    expect(weekdayNames()[0]).toBe('Sonntag');
    expect(formatTimeAgo(Date.UTC(2026, 0, 1) - 2 * 60_000, Date.UTC(2026, 0, 1))).toBe(
      'vor 2 Minuten',
    );
  });

  it('reads a time where its record says it happens, and names that place', () => {
    expect(formatDateTimeInZone('2026-11-23T14:05:00Z', 'Asia/Tokyo')).toBe(
      '23.11.2026, 23:05 (Tokyo)',
    );
    expect(formatDateTimeInZone('2026-11-23T14:05:00Z', 'America/New_York')).toBe(
      '23.11.2026, 09:05 (New York)',
    );
  });
});

describe('a time in a window’s own zone', () => {
  beforeEach(inLanguage('en'));

  it('jumps over the hour a clock skips in spring, and shows the hour it repeats in autumn twice', () => {
    // Berlin, 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(plain(formatDateTimeInZone('2026-03-29T00:30:00Z', 'Europe/Berlin'))).toBe(
      'Mar 29, 2026, 1:30 AM (Berlin)',
    );
    expect(plain(formatDateTimeInZone('2026-03-29T01:30:00Z', 'Europe/Berlin'))).toBe(
      'Mar 29, 2026, 3:30 AM (Berlin)',
    );
    // Berlin, 25 October 2026: 03:00 CEST becomes 02:00 CET, so 02:30 happens twice.
    const first = formatDateTimeInZone('2026-10-25T00:30:00Z', 'Europe/Berlin');
    expect(formatDateTimeInZone('2026-10-25T01:30:00Z', 'Europe/Berlin')).toBe(first);
    expect(plain(first)).toBe('Oct 25, 2026, 2:30 AM (Berlin)');
  });

  it('reads a zone Intl does not know, or none, as the browser’s time, unnamed', () => {
    const at = '2026-11-23T14:05:00Z';
    expect(formatDateTimeInZone(at, 'Mars/Olympus')).toBe(formatDateTime(at));
    expect(formatDateTimeInZone(at, '')).toBe(formatDateTime(at));
    expect(formatDateTimeInZone(at, undefined)).toBe(formatDateTime(at));
    expect(formatDateTimeInZone('soon', 'UTC')).toBe('soon');
  });

  it('reads the same as the Date methods it replaced, for any moment and zone', () => {
    const zones = [
      'UTC',
      'Europe/Berlin',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
    ];
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        fc.constantFrom(...zones),
        fc.constantFrom('en', 'de'),
        (at, zone, language) => {
          setBrowserLanguage(language);
          const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
          const place = zone.split('/').at(-1)?.replaceAll('_', ' ');
          expect(formatDateTimeInZone(at, zone)).toBe(
            `${at.toLocaleString(language, { ...options, timeZone: zone })} (${place})`,
          );
          expect(formatDateTime(at)).toBe(at.toLocaleString(language, options));
          expect(formatTime(at)).toBe(
            at.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' }),
          );
        },
      ),
    );
  });
});

describe('a time that cannot be read', () => {
  beforeEach(inLanguage('en'));

  it('shows its raw text, shortened, or "—" — never Invalid Date or a RangeError', () => {
    expect(formatTime('garbage')).toBe('garbage');
    expect(formatDateTime(`${'9'.repeat(50)}`)).toBe(`${'9'.repeat(40)}…`);
    for (const nothing of [null, undefined, '', '   ', Number.NaN, 8.65e15, new Date('x')]) {
      expect(formatDateTime(nothing)).toBe('—');
      expect(formatDayAndTime(nothing)).toBe('—');
    }
    expect(formatWeekdayAndDate('2026-13-45')).toBe('2026-13-45');
    expect(formatDayLong('someday')).toBe('someday');
  });

  it('never throws, whatever a record holds', () => {
    const anything = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.date(), fc.constant(null));
    fc.assert(
      fc.property(anything, (when) => {
        for (const text of [
          formatTime(when),
          formatDateTime(when),
          formatDateTimeInZone(when, 'Europe/Berlin'),
          formatDayAndTime(when),
        ]) {
          expect(text).not.toMatch(/Invalid/);
        }
      }),
    );
  });
});
