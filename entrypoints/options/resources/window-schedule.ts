import { format } from 'date-fns';
import type { Choice, FieldSpec, FormValues } from '../../../components/options/form-model';
import type { WindowRow } from '../../../lib/model/rows';

/*
 * A maintenance window's schedule is one nested object in the request (CONTRACT.md "Window"),
 * sent whole because the server replaces it whole on update. The form shows its parts as fields
 * of their own; these helpers take them apart and put them back together.
 */

export const WEEKDAYS: Choice[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
].map((label, day) => ({ value: String(day), label }));

const SCHEDULE_FIELDS = ['scheduleType', 'start', 'end', 'timezone', 'days'] as const;

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function scheduleFields(): FieldSpec[] {
  const zone = browserTimeZone();
  return [
    {
      name: 'scheduleType',
      label: 'Repeats',
      kind: 'select',
      choices: [
        { value: 'once', label: 'Once' },
        { value: 'daily', label: 'Every day' },
        { value: 'weekly', label: 'Every week' },
        { value: 'monthly', label: 'Every month' },
      ],
    },
    { name: 'start', label: 'Starts', kind: 'datetime', help: `In this browser’s time (${zone}).` },
    { name: 'end', label: 'Ends', kind: 'datetime', help: `In this browser’s time (${zone}).` },
    {
      name: 'timezone',
      label: 'Time zone shown with the window',
      kind: 'text',
      help: 'An IANA name such as Europe/London.',
    },
    {
      name: 'days',
      label: 'On these days',
      kind: 'checkboxes',
      choices: WEEKDAYS,
      showIf: (values) => values.scheduleType === 'weekly',
    },
  ];
}

/** An ISO time as a datetime-local input shows it: the browser's local time, to the minute. */
function toLocalInput(iso: string | undefined): string {
  const time = iso ? new Date(iso) : null;
  return time && !Number.isNaN(time.getTime()) ? format(time, "yyyy-MM-dd'T'HH:mm") : '';
}

function toIso(local: unknown): string | undefined {
  const time = typeof local === 'string' && local ? new Date(local) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : undefined;
}

export function scheduleFormValues(row: WindowRow): FormValues {
  const schedule = row.schedule;
  return {
    scheduleType: schedule?.type ?? 'once',
    start: toLocalInput(schedule?.start),
    end: toLocalInput(schedule?.end),
    timezone: schedule?.timezone ?? '',
    days: (schedule?.days ?? []).map(String),
  };
}

function scheduleOf(values: FormValues) {
  const type = String(values.scheduleType ?? 'once');
  const days = ((values.days as string[] | undefined) ?? []).map(Number).sort((a, b) => a - b);
  return {
    type,
    start: toIso(values.start),
    end: toIso(values.end),
    timezone: String(values.timezone ?? '').trim(),
    ...(type === 'weekly' ? { days } : {}),
  };
}

/** Flat schedule fields → `schedule`; an update sends it only when one of its parts changed. */
export function withSchedule(
  payload: Record<string, unknown>,
  mode: 'create' | 'update',
  values: FormValues,
) {
  const rest = { ...payload };
  for (const name of SCHEDULE_FIELDS) delete rest[name];
  const changed = SCHEDULE_FIELDS.some((name) => name in payload);
  return mode === 'create' || changed ? { ...rest, schedule: scheduleOf(values) } : rest;
}

/** `schedule.end` → the Ends field, and so on. */
export function scheduleErrorField(path: string): string | undefined {
  const [top, part] = path.split('.');
  if (top !== 'schedule') return undefined;
  if (part === 'type') return 'scheduleType';
  return part && (SCHEDULE_FIELDS as readonly string[]).includes(part) ? part : 'start';
}
