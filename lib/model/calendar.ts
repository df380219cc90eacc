const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A local calendar date as both APIs write it: YYYY-MM-DD (no date library: three getters). */
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
