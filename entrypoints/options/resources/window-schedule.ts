import { format } from 'date-fns';
import * as v from 'valibot';
import type { Choice } from '../../../components/options/form-model';
import type { WritePayload } from '../../../lib/messaging/protocol';
import { message, uiLocale } from '../../../lib/model/i18n';
import {
  SCHEDULE_TYPES,
  WindowUpdateRequestSchema,
} from '../../../lib/model/monitoring/schemas-windows';
import type { WindowRow } from '../../../lib/model/rows';

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
  const name = new Intl.DateTimeFormat(uiLocale(), { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    value: String(day),
    label: name.format(Date.UTC(2023, 0, 1 + day)),
  }));
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** An ISO time as a datetime-local input shows it: the browser's local time, to the minute. */
function toLocalInput(iso: string | undefined): string {
  const time = iso ? new Date(iso) : null;
  return time && !Number.isNaN(time.getTime()) ? format(time, "yyyy-MM-dd'T'HH:mm") : '';
}

/** A local time as the request takes it; blank (or unreadable): blank, named "is required". */
function toIso(local: string): string {
  const time = local ? new Date(local) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : '';
}

const scheduleTypeOf = (type: string | undefined) =>
  SCHEDULE_TYPES.find((known) => known === type) ?? SCHEDULE_TYPES[0];

/** A schedule as the record or a request has it (the record's type is any text). */
type Schedule =
  | { type?: string; start?: string; end?: string; timezone?: string; days?: number[] }
  | undefined;
const scheduleValues = (schedule: Schedule) => ({
  scheduleType: scheduleTypeOf(schedule?.type),
  start: toLocalInput(schedule?.start),
  end: toLocalInput(schedule?.end),
  timezone: schedule?.timezone ?? '',
  days: (schedule?.days ?? []).map(String),
});

/** A window's record as the form shows it; a new one repeats once, in the browser's zone. */
export function windowValues(row?: WindowRow): WindowValues {
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
      start: toIso(start),
      end: toIso(end),
      timezone: timezone.trim(),
      ...(scheduleType === 'weekly' ? { days: days.map(Number).sort((a, b) => a - b) } : {}),
    },
  };
}
