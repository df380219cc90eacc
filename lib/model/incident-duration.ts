import type { RecordOf } from './resources';

/**
 * How long an incident lasted, or has lasted so far (an open one keeps growing), in ms: from the
 * server's own start and end, so the Incidents views and a recovery's notification measure the
 * same outage the same way.
 */
export function incidentLasted(
  row: Pick<RecordOf<'incidents'>, 'startedAt' | 'resolvedAt' | 'duration'>,
  now = Date.now(),
): number {
  const start = Date.parse(row.startedAt);
  const end = row.resolvedAt ? Date.parse(row.resolvedAt) : now;
  if (Number.isNaN(start) || Number.isNaN(end)) return (row.duration ?? 0) * 1000;
  return Math.max(0, end - start);
}
