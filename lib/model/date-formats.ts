import { message, perLocale, uiLocale } from '../platform/i18n';
import { localDay } from './calendar';

/*
 * Every date and time people read, by name, through Intl in the UI language (lib/platform/i18n.ts
 * uiLocale). Each format is one cached Intl.DateTimeFormat per locale: making one costs far more
 * than using it, and a list formats a time per row. Text machines read (YYYY-MM-DD, a
 * datetime-local value) is in calendar.ts; lengths of time are in duration-words.ts.
 */

/** What a record may hold as a time: an ISO string, ms since the epoch, or nothing. */
export type Moment = string | number | Date | null | undefined;

/** Longest raw text shown in place of a time that cannot be read. */
const RAW_SHOWN = 40;

const byName = (options: Intl.DateTimeFormatOptions) =>
  perLocale((locale) => new Intl.DateTimeFormat(locale, options));

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;
const DAY_AND_TIME = { day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' } as const;

const formats = {
  time: byName({ hour: '2-digit', minute: '2-digit' }),
  dateTime: byName(DATE_TIME),
  day: byName({ dateStyle: 'medium' }),
  dayAndTime: byName(DAY_AND_TIME),
  dayAndTimeWithYear: byName({ ...DAY_AND_TIME, year: 'numeric' }),
  dayLong: byName({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  dayShort: byName({ weekday: 'short', day: 'numeric', month: 'short' }),
  weekday: byName({ weekday: 'long' }),
  weekdayAndDate: byName({ weekday: 'short', day: 'numeric' }),
  // A fixed instant read in UTC: no clock change or time zone can move a time of day or a weekday.
  timeOfDay: byName({ hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }),
  weekdayInUtc: byName({ weekday: 'long', timeZone: 'UTC' }),
};

const relative = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/**
 * A time from a record through `format`. A value that names no real moment (a garbled string,
 * NaN, a year out of range) shows as its raw text, shortened, or "—" — never "Invalid Date", and
 * never a RangeError that takes the whole screen down with it.
 */
function shown(
  when: Moment,
  format: (at: Date) => string,
  /** How a string is read; `localDay` for a calendar day, which `new Date` would read as UTC. */
  read: (text: string) => Date = (text) => new Date(text),
): string {
  const raw = typeof when === 'string' ? when.trim() : '';
  const unreadable = raw ? (raw.length > RAW_SHOWN ? `${raw.slice(0, RAW_SHOWN)}…` : raw) : '—';
  if (when === null || when === undefined || when === '') return '—';
  const at = when instanceof Date ? when : typeof when === 'string' ? read(when) : new Date(when);
  if (Number.isNaN(at.getTime())) return unreadable;
  try {
    return format(at);
  } catch {
    return unreadable;
  }
}

/** "14:05", "02:05 PM": a clock time in the browser's zone. */
export const formatTime = (when: Moment) => shown(when, (at) => formats.time().format(at));

/** "23 Nov 2026, 14:05" in the UI language. */
export const formatDateTime = (when: Moment) => shown(when, (at) => formats.dateTime().format(at));

/** One formatter per locale and zone; null for a zone Intl does not know. */
const zoned = new Map<string, Intl.DateTimeFormat | null>();
function dateTimeIn(timeZone: string): Intl.DateTimeFormat | null {
  const locale = uiLocale();
  const key = `${locale} ${timeZone}`;
  if (!zoned.has(key)) {
    try {
      zoned.set(key, new Intl.DateTimeFormat(locale, { ...DATE_TIME, timeZone }));
    } catch {
      zoned.set(key, null);
    }
  }
  return zoned.get(key) ?? null;
}

/**
 * "2 Dec 2026, 00:00 (London)": the time as it reads where a record says it happens, and that
 * place named by its zone's city (the IANA name's last part). A zone Intl does not know (the
 * record's time zone is any text) reads as the browser's time, unnamed.
 */
export function formatDateTimeInZone(when: Moment, timeZone: string | undefined): string {
  const inZone = timeZone ? dateTimeIn(timeZone) : null;
  if (!timeZone || !inZone) return formatDateTime(when);
  const place = timeZone.split('/').at(-1)?.replaceAll('_', ' ') ?? timeZone;
  return shown(when, (at) => message('timeInZone', [inZone.format(at), place]));
}

/**
 * "23 November, 11:05" as the UI language words it: a day people recognise rather than a
 * numeric stamp; the year only when it is not this year.
 */
export function formatDayAndTime(when: Moment, now = Date.now()): string {
  return shown(when, (at) =>
    (at.getFullYear() === new Date(now).getFullYear()
      ? formats.dayAndTime()
      : formats.dayAndTimeWithYear()
    ).format(at),
  );
}

/** "Jul 12, 2031", "12.07.2031": a calendar day (YYYY-MM-DD) with no time to make up. */
export const formatDay = (day: string) => shown(day, (at) => formats.day().format(at), localDay);

/** "Saturday, 12 July 2031": a calendar day (YYYY-MM-DD) as people read it. */
export const formatDayLong = (day: string) =>
  shown(day, (at) => formats.dayLong().format(at), localDay);

/** "Sat, 12 Jul": a calendar day where space is short. */
export const formatDayShort = (day: string) =>
  shown(day, (at) => formats.dayShort().format(at), localDay);

/** "Saturday": the weekday of a calendar day. */
export const formatWeekday = (day: string) =>
  shown(day, (at) => formats.weekday().format(at), localDay);

/** "23 Mon", "Mo., 23.": a calendar day on a chart's axis. */
export const formatWeekdayAndDate = (day: string) =>
  shown(day, (at) => formats.weekdayAndDate().format(at), localDay);

/** "09:00", "09:00 AM": a time of day given as hours and minutes, in no time zone. */
export function formatTimeOfDay(hours: number, minutes: number, locale?: string): string {
  return formats.timeOfDay(locale).format(Date.UTC(2000, 0, 1, hours, minutes));
}

/** Sunday (0) to Saturday (6), named in the UI language. */
export function weekdayNames(): string[] {
  // 2023-01-01 was a Sunday.
  return [0, 1, 2, 3, 4, 5, 6].map((day) =>
    formats.weekdayInUtc().format(Date.UTC(2023, 0, 1 + day)),
  );
}

/** "just now", "2 minutes ago", "3 hours ago" — the freshness people read at a glance. */
export function formatTimeAgo(then: number, now: number): string {
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 45) return message('justNow');
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relative().format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative().format(hours, 'hour');
  return relative().format(Math.round(hours / 24), 'day');
}

/** The browser's own time zone, as an IANA name. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}
