import { useEffect, useState } from 'preact/hooks';
import { message, perLocale, uiLocale } from '../lib/model/i18n';

const relative = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/** "just now", "2 minutes ago", "3 hours ago" — the freshness people read at a glance. */
export function timeAgo(then: number, now: number): string {
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 45) return message('justNow');
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relative().format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative().format(hours, 'hour');
  return relative().format(Math.round(hours / 24), 'day');
}

/** What a record may hold as a time: an ISO string, ms since the epoch, or nothing. */
export type Moment = string | number | Date | null | undefined;

/** Longest raw text shown in place of a time that cannot be read. */
const RAW_SHOWN = 40;

/**
 * A calendar day (YYYY-MM-DD) at local midnight, as the wall calendar shows it — `new Date` would
 * read it as UTC midnight, the day before in the Americas. A day that does not exist reads as no
 * date; anything else (a full ISO timestamp) is read by `new Date`.
 */
export function localDay(text: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!day) return new Date(text);
  const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
  const at = new Date(2000, 0, 1);
  // setFullYear, not the constructor: the constructor reads years 0–99 as 1900–1999.
  at.setFullYear(year, month, date);
  const exists = at.getFullYear() === year && at.getMonth() === month && at.getDate() === date;
  return exists ? at : new Date(Number.NaN);
}

/**
 * The one way UI code formats a time from a record. A value that names no real moment (a
 * garbled string, NaN, a year out of range) shows as its raw text, shortened, or "—" — never
 * "Invalid Date", and never a RangeError that takes the whole screen down with it.
 */
export function formatMoment(
  when: Moment,
  format: (at: Date) => string,
  /** How a string is read; `localDay` for a calendar day, which `new Date` would read as UTC. */
  parse: (text: string) => Date = (text) => new Date(text),
): string {
  const raw = typeof when === 'string' ? when.trim() : '';
  const unreadable = raw ? (raw.length > RAW_SHOWN ? `${raw.slice(0, RAW_SHOWN)}…` : raw) : '—';
  if (when === null || when === undefined || when === '') return '—';
  const at = when instanceof Date ? when : typeof when === 'string' ? parse(when) : new Date(when);
  if (Number.isNaN(at.getTime())) return unreadable;
  try {
    return format(at);
  } catch {
    return unreadable;
  }
}

export function clockTime(when: Moment): string {
  return formatMoment(when, (at) =>
    at.toLocaleTimeString(uiLocale(), { hour: '2-digit', minute: '2-digit' }),
  );
}

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** "23 Nov 2026, 14:05" in the UI language. */
export function dateTimeText(when: Moment): string {
  return formatMoment(when, (at) => at.toLocaleString(uiLocale(), DATE_TIME));
}

/**
 * "2 Dec 2026, 00:00 (London)": the time as it reads where a record says it happens, and that
 * place named by its zone's city (the IANA name's last part). A zone Intl does not know (the
 * record's time zone is any text) reads as the browser's time, unnamed.
 */
export function dateTimeInZone(when: Moment, timeZone: string | undefined): string {
  return formatMoment(when, (at) => {
    if (!timeZone) return at.toLocaleString(uiLocale(), DATE_TIME);
    try {
      const time = at.toLocaleString(uiLocale(), { ...DATE_TIME, timeZone });
      const place = timeZone.split('/').at(-1)?.replaceAll('_', ' ') ?? timeZone;
      return message('timeInZone', [time, place]);
    } catch {
      return at.toLocaleString(uiLocale(), DATE_TIME);
    }
  });
}

/**
 * "23 November, 11:05" as the UI language words it: a day people recognise rather than a
 * numeric stamp; the year only when it is not this year.
 */
export function dayAndTimeText(when: Moment, now = Date.now()): string {
  return formatMoment(when, (at) =>
    at.toLocaleString(uiLocale(), {
      day: 'numeric',
      month: 'long',
      year: at.getFullYear() === new Date(now).getFullYear() ? undefined : 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
  );
}

/** Re-renders every `ms` so "2 min ago" stays true while the page is open. */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
