import * as v from 'valibot';
import type { Choice } from '../../../components/options/form-model';
import type { WritePayload } from '../../../lib/messaging/protocol';
import { isoFromLocalMinute, localMinute } from '../../../lib/model/calendar';
import { browserTimeZone, weekdayNames } from '../../../lib/model/date-formats';
import {
  SCHEDULE_TYPES,
  WindowUpdateRequestSchema,
} from '../../../lib/model/monitoring/schemas-windows';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';

/*
 * A maintenance window's schedule is one nested object in the request (CONTRACT.md "Window"),
 * sent whole because the server replaces it whole on update. The form shows its parts as fields
 * of their own; these take them apart and put them back together.
 */

type WindowPayload = WritePayload<'createWindow'>;
type ScheduleType = WindowPayload['schedule']['type'];

/** What the form holds: the request with its schedule's parts as fields, times as typed. */
export interface WindowValues {
  name: string;
  description: string;
  monitors: string[];
  scheduleType: ScheduleType;
  /** Local time, to the minute, as a datetime-local input holds it. */
  start: string;
  end: string;
  timezone: string;
  /** Weekdays, "0" (Sunday) to "6", for a weekly window. */
  days: string[];
}

const SCHEDULE_LABELS: Record<ScheduleType, string> = {
  once: message('choiceOnce'),
  daily: message('choiceDaily'),
  weekly: message('choiceWeekly'),
  monthly: message('choiceMonthly'),
};

/** The request schema's schedule types (SCHEDULE_TYPES), in its order, each with its word. */
export const SCHEDULE_CHOICES = SCHEDULE_TYPES.map((value) => ({
  value,
  label: SCHEDULE_LABELS[value],
}));

/** Sunday (0) to Saturday (6), as the API numbers them, named in the page's language. */
export function weekdays(): Choice[] {
  return weekdayNames().map((label, day) => ({ value: String(day), label }));
}

const scheduleTypeOf = (type: string | undefined) =>
  SCHEDULE_TYPES.find((known) => known === type) ?? SCHEDULE_TYPES[0];

/** A schedule as the record or a request has it (the record's type is any text). */
type Schedule =
  | { type?: string; start?: string; end?: string; timezone?: string; days?: number[] }
  | undefined;
const scheduleValues = (schedule: Schedule) => ({
  scheduleType: scheduleTypeOf(schedule?.type),
  start: localMinute(schedule?.start),
  end: localMinute(schedule?.end),
  timezone: schedule?.timezone ?? '',
  days: (schedule?.days ?? []).map(String),
});

/** A window's record as the form shows it; a new one repeats once, in the browser's zone. */
export function windowValues(row?: RecordOf<'windows'>): WindowValues {
  return {
    name: row?.name ?? '',
    description: row?.description ?? '',
    monitors: (row?.monitors ?? []).map((monitor) => monitor.id),
    ...scheduleValues(row?.schedule),
    ...(row ? {} : { timezone: browserTimeZone() }),
  };
}

/** A refused write's payload over the saved values (its schedule, when sent, whole). */
export function windowValuesTyped(saved: WindowValues, typed: unknown): WindowValues {
  if (typed === undefined) return saved;
  const parsed = v.safeParse(WindowUpdateRequestSchema, typed);
  if (!parsed.success) return saved;
  const { schedule, ...rest } = parsed.output;
  return { ...saved, ...rest, ...(schedule ? scheduleValues(schedule) : {}) };
}

/** The request: the schedule put back together, days only for a weekly window. */
export function windowPayload(values: WindowValues): WindowPayload {
  const { scheduleType, start, end, timezone, days, ...rest } = values;
  return {
    ...rest,
    schedule: {
      type: scheduleType,
      start: isoFromLocalMinute(start),
      end: isoFromLocalMinute(end),
      timezone: timezone.trim(),
      ...(scheduleType === 'weekly' ? { days: days.map(Number).sort((a, b) => a - b) } : {}),
    },
  };
}
