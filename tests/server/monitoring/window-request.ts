import * as v from 'valibot';
import { integerBetween, isoDateTime, knownIds, oneOf, optionalText, requiredText } from './fields';
import type { MonitoringState } from './store';

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const ScheduleRequest = v.pipe(
  v.object({
    type: oneOf('schedule.type', ['once', 'daily', 'weekly', 'monthly']),
    start: isoDateTime('schedule.start'),
    end: isoDateTime('schedule.end'),
    timezone: v.pipe(
      v.string('schedule.timezone must be a string'),
      v.check(isTimeZone, 'schedule.timezone must be an IANA time zone such as Europe/London'),
    ),
    days: v.optional(
      v.pipe(
        v.array(integerBetween('schedule.days', 0, 6), 'schedule.days must be an array of 0-6'),
        v.transform((days) => [...new Set(days)].sort()),
      ),
      [],
    ),
  }),
  v.forward(
    v.partialCheck(
      [['start'], ['end']],
      ({ start, end }) => Date.parse(end) > Date.parse(start),
      'schedule.end must be after schedule.start',
    ),
    ['end'],
  ),
);

/** WindowRequest; `start`/`end` are stored as sent (ISO 8601), `days` only matter weekly. */
export function windowRequestSchema(state: MonitoringState) {
  return v.object({
    name: requiredText('name'),
    description: optionalText('description', 2000),
    monitors: knownIds('monitors', state.monitors, 'monitor'),
    schedule: ScheduleRequest,
  });
}

export const WindowPauseRequest = v.object({ pause: oneOf('pause', ['paused', 'active']) });
