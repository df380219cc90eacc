import { format } from 'date-fns';
import type { Choice, FieldSpec, FormValues } from '../../../components/options/form-model';
import { message, uiLocale } from '../../../lib/model/i18n';
import type { WindowRow } from '../../../lib/model/rows';

/*
 * A maintenance window's schedule is one nested object in the request (CONTRACT.md "Window"),
 * sent whole because the server replaces it whole on update. The form shows its parts as fields
 * of their own; these helpers take them apart and put them back together.
 */

/** Sunday (0) to Saturday (6), as the API numbers them, named in the page's language. */
function weekdays(): Choice[] {
  const name = new Intl.DateTimeFormat(uiLocale(), { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    value: String(day),
    label: name.format(Date.UTC(2023, 0, 1 + day)),
  }));
}

const SCHEDULE_FIELDS = ['scheduleType', 'start', 'end', 'timezone', 'days'] as const;

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function scheduleFields(): FieldSpec[] {
  const inBrowserTime = message('helpBrowserTime', browserTimeZone());
  return [
    {
      name: 'scheduleType',
      label: message('labelRepeats'),
      kind: 'select',
      choices: [
        { value: 'once', label: message('choiceOnce') },
        { value: 'daily', label: message('choiceDaily') },
        { value: 'weekly', label: message('choiceWeekly') },
        { value: 'monthly', label: message('choiceMonthly') },
      ],
    },
    {
      name: 'start',
      label: message('labelStart'),
      kind: 'datetime',
      required: true,
      help: inBrowserTime,
    },
    {
      name: 'end',
      label: message('labelEnd'),
      kind: 'datetime',
      required: true,
      help: inBrowserTime,
    },
    {
      name: 'timezone',
      label: message('labelTimeZone'),
      kind: 'timezone',
      required: true,
      help: message('helpTimeZone'),
    },
    {
      name: 'days',
      label: message('labelDays'),
      kind: 'checkboxes',
      choices: weekdays(),
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
