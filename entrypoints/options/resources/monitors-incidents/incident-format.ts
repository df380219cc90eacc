import { formatDuration, intervalToDuration } from 'date-fns';
import type { IncidentRow } from '../../../../lib/model/rows';

/** Seconds the incident lasted, or has lasted so far (an open one keeps growing). */
export function incidentSeconds(row: IncidentRow, now = Date.now()): number {
  const start = Date.parse(row.startedAt);
  const end = row.resolvedAt ? Date.parse(row.resolvedAt) : now;
  if (Number.isNaN(start) || Number.isNaN(end)) return row.duration ?? 0;
  return Math.max(0, Math.round((end - start) / 1000));
}

/** "2 hours 5 minutes"; under a minute, "less than a minute". */
export function durationText(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const { days, hours, minutes } = intervalToDuration({ start: 0, end: seconds * 1000 });
  return formatDuration({ days, hours, minutes }, { format: ['days', 'hours', 'minutes'] });
}

/** Defined once in components/time.ts; re-exported where incident views already look. */
export { dateTimeText } from '../../../../components/time';

export const statusText = (status: string) =>
  status === 'open' ? 'Open' : status === 'resolved' ? 'Resolved' : status;
