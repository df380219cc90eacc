import { Hono } from 'hono';
import type { ServerContext, ServerEnv } from '../core/context';
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
const SATURDAY = 6;
const SUNDAY = 0;

/**
 * The published pattern makes the colon optional (docs/MUSEUM.md), so weekend rows leave it out:
 * every client test then meets both spellings.
 */
const spelled = (time: string, weekday: number) =>
  weekday === SATURDAY || weekday === SUNDAY ? time.replace(':', '') : time;

/**
 * One row a day from `startDate`; closed Mondays, late opening on Thursdays, weekend times
 * without their colon (CONTRACT.md).
 */
export function openingHoursFrom(startDate: string): OpeningHours[] {
  const rows: OpeningHours[] = [];
  for (let offset = 0; offset < SCHEDULE_DAYS; offset++) {
    const date = addDays(startDate, offset);
    const weekday = weekdayOf(date);
    if (weekday === MONDAY) continue;
    const timeClose = weekday === THURSDAY ? '21:00' : '17:00';
    rows.push({
      date,
      timeOpen: spelled('09:00', weekday),
      timeClose: spelled(timeClose, weekday),
    });
  }
  return rows;
}

export function hoursRoutes(server: ServerContext) {
  return new Hono<ServerEnv>().get(
    '/museum-hours',
    answersWith(JSON_TYPE),
    validated('query', HoursQuerySchema),
    (c) => {
      const { startDate = localToday(new Date()), page, limit } = c.req.valid('query');
      return c.json(pageOf(server.state.museum.schedule(startDate), page, limit));
    },
  );
}
