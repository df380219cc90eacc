/**
 * Calendar days as `YYYY-MM-DD` strings, the only date form the museum API uses. Arithmetic runs
 * on UTC midnights so daylight-saving shifts can never skip or repeat a day.
 */

const DAY_MS = 86_400_000;

function toUtcMidnight(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** True for a real calendar day in `YYYY-MM-DD` form (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = toUtcMidnight(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function addDays(isoDate: string, days: number): string {
  return new Date(toUtcMidnight(isoDate).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(isoDate: string): number {
  return toUtcMidnight(isoDate).getUTCDay();
}

/**
 * "Today" is the server machine's local calendar day [assumed in CONTRACT.md]: the demo server
 * runs next to the person using it, so its today is theirs.
 */
export function localToday(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
