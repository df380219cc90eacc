/*
 * Days and wall-clock minutes as text machines read: the APIs' YYYY-MM-DD and a datetime-local
 * input's YYYY-MM-DDTHH:mm, both in the browser's local time. What people read is in
 * date-formats.ts. No date library: a handful of getters and setters.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A local calendar date as both APIs write it: YYYY-MM-DD. */
export function isoDate(date: Date | number): string {
  const at = new Date(date);
  return `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The day `days` after (or before) the local day of `now`, counted on the wall calendar. */
export function isoDateFromToday(days: number, now: Date | number = Date.now()): string {
  const at = new Date(now);
  at.setDate(at.getDate() + days);
  return isoDate(at);
}

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

/** An ISO time as a datetime-local input holds it: the browser's local time, to the minute. */
export function localMinute(iso: string | undefined): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  return `${isoDate(at)}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local input's time as an ISO timestamp; blank or unreadable: blank. */
export function isoFromLocalMinute(local: string): string {
  const at = local ? new Date(local) : null;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : '';
}
