import { isoDate } from './calendar';
import type { RecordOf } from './resources';

/**
 * A museum time of day as published: 24-hour, colon optional (docs/MUSEUM.md "museum hours"), so
 * `0900` and `09:00` are the same time. Kept apart from lib/model/museum/schemas.ts, which the UI
 * never loads; a unit test keeps the two equal.
 */
export const MUSEUM_TIME = /^([01]\d|2[0-3]):?([0-5]\d)$/;

/** Minutes after midnight, or null for a time outside the published pattern. */
export function minutesOfDay(time: string): number | null {
  const match = MUSEUM_TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Whether today's opening has ended by `now`. The API names no time zone, so the museum's times
 * are read on this browser's clock: a visitor buys where the museum is. A closing time outside
 * the pattern is never taken as passed.
 */
export function closedForToday(today: RecordOf<'museumHours'> | undefined, now: Date): boolean {
  const closes = today ? minutesOfDay(today.timeClose) : null;
  return closes !== null && now.getHours() * 60 + now.getMinutes() >= closes;
}

/**
 * The days a ticket can be bought for: each day from today on that the museum publishes hours
 * for (no row: closed), soonest first, and today only until it closes.
 */
export function openDays(hours: readonly RecordOf<'museumHours'>[], now: Date): string[] {
  const today = isoDate(now);
  return hours
    .filter((row) => row.date > today || (row.date === today && !closedForToday(row, now)))
    .map((row) => row.date)
    .sort();
}

/** An event's dates a ticket can still be bought for: today's only until the museum closes. */
export function eventDaysLeft(
  dates: readonly string[],
  hours: readonly RecordOf<'museumHours'>[],
  now: Date,
): string[] {
  const today = isoDate(now);
  const over = closedForToday(
    hours.find((row) => row.date === today),
    now,
  );
  return dates.filter((date) => date > today || (date === today && !over));
}
