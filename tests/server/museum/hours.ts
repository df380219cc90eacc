import { Hono } from 'hono';
import type { ServerEnv } from '../core/context';
import { addDays, localToday, weekdayOf } from './calendar';
import { answersWith, JSON_TYPE } from './media-types';
import { pageOf } from './paging';
import { validated } from './problem';
import { HoursQuerySchema } from './request-schemas';

export interface OpeningHours {
  date: string;
  timeOpen: string;
  timeClose: string;
}

/** How far ahead the published schedule reaches [assumed], so paging it always ends. */
export const SCHEDULE_DAYS = 56;

const MONDAY = 1;
const THURSDAY = 4;

/** One row a day from `startDate`; closed Mondays, late opening on Thursdays (CONTRACT.md). */
export function openingHoursFrom(startDate: string): OpeningHours[] {
  const rows: OpeningHours[] = [];
  for (let offset = 0; offset < SCHEDULE_DAYS; offset++) {
    const date = addDays(startDate, offset);
    const weekday = weekdayOf(date);
    if (weekday === MONDAY) continue;
    rows.push({ date, timeOpen: '09:00', timeClose: weekday === THURSDAY ? '21:00' : '17:00' });
  }
  return rows;
}

export function hoursRoutes() {
  return new Hono<ServerEnv>().get(
    '/museum-hours',
    answersWith(JSON_TYPE),
    validated('query', HoursQuerySchema),
    (c) => {
      const { startDate = localToday(new Date()), page, limit } = c.req.valid('query');
      return c.json(pageOf(openingHoursFrom(startDate), page, limit));
    },
  );
}
