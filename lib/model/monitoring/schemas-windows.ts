import * as v from 'valibot';
import { problem } from '../errors/field-problems';
import { envelopeOf, lenientId, optionalText, RecordReferenceSchema } from './schemas-shared';

/*
 * Maintenance windows. The published description names WindowObject, WindowScheduleObject and WindowRequest without
 * fields and says windows can be paused and ended; responses are tolerant,
 * requests follow CONTRACT.md.
 */

/** How a window repeats (CONTRACT.md); the form offers these. */
export const SCHEDULE_TYPES = ['once', 'daily', 'weekly', 'monthly'] as const;

const WindowScheduleObjectSchema = v.looseObject({
  type: v.string(),
  start: v.string(),
  end: v.string(),
  timezone: v.optional(v.string()),
  days: v.optional(v.array(v.number())),
});

const WindowObjectSchema = v.looseObject({
  id: lenientId,
  name: v.string(),
  description: optionalText,
  /** CONTRACT.md: scheduled, active, paused or ended. */
  status: v.string(),
  monitors: v.optional(v.array(RecordReferenceSchema), []),
  schedule: v.optional(WindowScheduleObjectSchema),
  createdAt: v.optional(v.string()),
});

export const WindowResponseSchema = envelopeOf('windows', WindowObjectSchema);

/** Asks the platform's own time-zone database rather than keeping a list of IANA names. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const weekday = problem('problemChoice');
/** ISO 8601 with a zone; seconds optional (`2030-06-01T22:00Z`), as CONTRACT.md's server reads it. */
const ISO_WITH_ZONE = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)$/;
const timestamp = v.pipe(
  v.string(),
  // A blank time is a missing one: said as such, not as a badly written time.
  v.nonEmpty(problem('problemRequired')),
  v.check(
    (text) => ISO_WITH_ZONE.test(text) && !Number.isNaN(Date.parse(text)),
    problem('problemDateTime'),
  ),
);

const WindowScheduleRequestSchema = v.pipe(
  v.object({
    type: v.picklist(SCHEDULE_TYPES, problem('problemChoice')),
    start: timestamp,
    end: timestamp,
    timezone: v.pipe(v.string(), v.check(isTimeZone, problem('problemTimeZone'))),
    /** Weekdays for a weekly window, 0 = Sunday. */
    days: v.optional(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0, weekday), v.maxValue(6, weekday))),
    ),
  }),
  v.forward(
    v.check(({ start, end }) => Date.parse(end) > Date.parse(start), problem('problemAfterStart')),
    ['end'],
  ),
);

export const WindowRequestSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(problem('problemRequired'))),
  description: v.optional(v.string()),
  /** Monitor ids covered by the window (may be empty). */
  monitors: v.array(v.string()),
  schedule: WindowScheduleRequestSchema,
});

/** Any subset of the top-level fields; a schedule, when sent, is checked whole. */
export const WindowUpdateRequestSchema = v.partial(WindowRequestSchema);
