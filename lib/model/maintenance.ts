/*
 * Whether a maintenance window covers its monitors at a moment, from the window as cached: its
 * status and its schedule, read in the schedule's own time zone. The rule, and why, is in
 * docs/MONITORING-API.md ("Maintenance windows: when one covers its monitors"); the local server
 * computes a window's status by the same rule (tests/server/CONTRACT.md).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far to look for an occurrence, in days: a month and a bit covers every repeat there is. */
const SEARCH_DAYS = 63;

export interface WindowSchedule {
  type: string;
  start: string;
  end: string;
  timezone?: string;
  days?: number[];
}

export interface CachedWindow {
  status: string;
  schedule?: WindowSchedule;
}

/** A window's schedule as instants and a zone, or null when it cannot be read. */
interface ReadSchedule {
  type: 'once' | 'daily' | 'weekly' | 'monthly';
  start: number;
  duration: number;
  zone: string;
  /** The start as a wall clock in `zone` reads it. */
  wall: WallTime;
  /** Weekly: the weekdays (0 = Sunday) it begins on. */
  days: number[];
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

function zoneFormat(zone: string): Intl.DateTimeFormat | null {
  if (!zoneFormats.has(zone)) {
    let format: Intl.DateTimeFormat | null = null;
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      // Not a zone this browser knows: the schedule cannot be read.
    }
    zoneFormats.set(zone, format);
  }
  return zoneFormats.get(zone) ?? null;
}

/** The wall clock in `zone` at `instant`. */
function wallAt(format: Intl.DateTimeFormat, instant: number): WallTime {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** How far `zone` is ahead of UTC at `instant`, in ms. */
const offsetAt = (format: Intl.DateTimeFormat, instant: number) =>
  asUtc(wallAt(format, Math.floor(instant / 1000) * 1000)) - Math.floor(instant / 1000) * 1000;

/**
 * The instant a wall clock in the zone shows `wall`. A wall time the clocks skip (spring
 * forward) is read with the offset before the change, so it lands as far after the gap as it
 * was into it; one they show twice (fall back) is the first of the two.
 */
function instantOf(format: Intl.DateTimeFormat, wall: WallTime): number {
  const guess = asUtc(wall);
  const before = guess - offsetAt(format, guess - DAY_MS);
  const after = guess - offsetAt(format, guess + DAY_MS);
  const fits = [before, after].filter((at) => asUtc(wallAt(format, at)) === guess);
  return fits.length > 0 ? Math.min(...fits) : before;
}

function readSchedule(schedule: WindowSchedule | undefined): ReadSchedule | null {
  if (!schedule) return null;
  const { type } = schedule;
  if (type !== 'once' && type !== 'daily' && type !== 'weekly' && type !== 'monthly') return null;
  const start = Date.parse(schedule.start);
  const end = Date.parse(schedule.end);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  const zone = schedule.timezone || 'UTC';
  const format = zoneFormat(zone);
  if (!format) return null;
  const days = (schedule.days ?? []).filter((day) => Number.isInteger(day) && day >= 0 && day < 7);
  const wall = wallAt(format, start);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return {
    type,
    start,
    duration: end - start,
    zone,
    wall,
    days: days.length > 0 ? days : [weekday],
  };
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whether an occurrence begins on the calendar day `date` (UTC fields hold the zone's day). */
function beginsOn(read: ReadSchedule, date: Date): boolean {
  switch (read.type) {
    case 'once':
      return false;
    case 'daily':
      return true;
    case 'weekly':
      return read.days.includes(date.getUTCDay());
    case 'monthly': {
      // A month without the start's day (the 31st in April) has it on its last day.
      const last = daysInMonth(date.getUTCFullYear(), date.getUTCMonth() + 1);
      return date.getUTCDate() === Math.min(read.wall.day, last);
    }
  }
}

/**
 * The occurrences' starts near `now`, walking the zone's calendar days from `now`'s day by
 * `step` (-1: back, 1: ahead), never before the schedule's start.
 */
function* startsFrom(read: ReadSchedule, format: Intl.DateTimeFormat, now: number, step: 1 | -1) {
  if (read.type === 'once') {
    yield read.start;
    return;
  }
  const today = wallAt(format, now);
  for (let offset = 0; offset <= SEARCH_DAYS; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + step * offset));
    if (!beginsOn(read, date)) continue;
    const at = instantOf(format, {
      ...read.wall,
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    });
    if (at >= read.start) yield at;
    else if (step === -1) return;
  }
}

/** The start of the latest occurrence that began at or before `now`, or null. */
function latestStart(read: ReadSchedule, format: Intl.DateTimeFormat, now: number) {
  for (const at of startsFrom(read, format, now, -1)) if (at <= now) return at;
  return null;
}

/**
 * When the occurrence of the window's schedule running at `now` ends, or null when none runs:
 * each occurrence lasts as long as start..end, beginning at the start's wall-clock time in the
 * schedule's zone on each day the schedule repeats. undefined when the schedule cannot be read.
 */
export function scheduledUntil(schedule: WindowSchedule | undefined, now: number) {
  const read = readSchedule(schedule);
  const format = read && zoneFormat(read.zone);
  if (!read || !format) return undefined;
  const started = latestStart(read, format, now);
  return started !== null && now < started + read.duration ? started + read.duration : null;
}

/** A window the server says is paused or ended covers nothing, whatever its schedule. */
const switchedOff = (window: CachedWindow) =>
  window.status === 'paused' || window.status === 'ended';

/**
 * Whether the window covers its monitors at `now`, and until when: `{ until }` (undefined when
 * the schedule cannot say) or null. The schedule decides when it can be read; a server's
 * "active" stands for an unreadable one.
 */
export function coverAt(window: CachedWindow, now: number): { until?: number } | null {
  if (switchedOff(window)) return null;
  const until = scheduledUntil(window.schedule, now);
  if (until === undefined) return window.status === 'active' ? {} : null;
  return until === null ? null : { until };
}

export const isActiveAt = (window: CachedWindow, now: number) => coverAt(window, now) !== null;

/**
 * The next moment after `now` at which the window may start or stop covering (its running
 * occurrence's end, or the next one's start), or null when its schedule holds none.
 */
export function nextBoundary(window: CachedWindow, now: number): number | null {
  if (switchedOff(window)) return null;
  const read = readSchedule(window.schedule);
  const format = read && zoneFormat(read.zone);
  if (!read || !format) return null;
  const candidates: number[] = [];
  const started = latestStart(read, format, now);
  if (started !== null && started + read.duration > now) candidates.push(started + read.duration);
  for (const at of startsFrom(read, format, now, 1))
    if (at > now) {
      candidates.push(at);
      break;
    }
  return candidates.length > 0 ? Math.min(...candidates) : null;
}
