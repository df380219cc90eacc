import type { WindowRecord, WindowSchedule } from './records-status';

export type WindowStatus = 'scheduled' | 'active' | 'paused' | 'ended';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the latest occurrence at or before `now`, or null if none has begun. */
function latestOccurrenceStart(schedule: WindowSchedule, now: number): number | null {
  const start = Date.parse(schedule.start);
  if (now < start) return null;
  const daysSinceStart = Math.floor((now - start) / DAY_MS);
  switch (schedule.type) {
    case 'once':
      return start;
    case 'daily':
      return start + daysSinceStart * DAY_MS;
    case 'weekly': {
      if (schedule.days.length === 0) return start + Math.floor(daysSinceStart / 7) * 7 * DAY_MS;
      // With `days`, the window recurs on each listed weekday (UTC) at the start's time of day.
      const candidate = start + daysSinceStart * DAY_MS;
      return schedule.days.includes(new Date(candidate).getUTCDay()) ? candidate : null;
    }
    case 'monthly': {
      const from = new Date(start);
      const to = new Date(now);
      const months =
        (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
      for (const offset of [months, months - 1]) {
        const candidate = new Date(start);
        candidate.setUTCMonth(from.getUTCMonth() + offset);
        if (candidate.getTime() <= now) return candidate.getTime();
      }
      return start;
    }
  }
}

/**
 * Status by the clock (recurrence is computed in UTC; `timezone` is stored for display), except
 * that ending or pausing a window overrides it. A one-off window is over after its end.
 */
export function windowStatus(window: WindowRecord, now: Date): WindowStatus {
  const { schedule } = window;
  const at = now.getTime();
  if (window.endedAt) return 'ended';
  if (schedule.type === 'once' && at >= Date.parse(schedule.end)) return 'ended';
  if (window.paused) return 'paused';
  const occurrence = latestOccurrenceStart(schedule, at);
  const duration = Date.parse(schedule.end) - Date.parse(schedule.start);
  return occurrence !== null && at < occurrence + duration ? 'active' : 'scheduled';
}
