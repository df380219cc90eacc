import { addDays, format } from 'date-fns';

/** A local calendar date as both APIs write it: YYYY-MM-DD. */
export function isoDate(date: Date | number): string {
  return format(date, 'yyyy-MM-dd');
}

export function isoDateFromToday(days: number, now: Date | number = Date.now()): string {
  return isoDate(addDays(now, days));
}
