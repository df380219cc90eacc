import { durationText } from '../../../../lib/model/duration-words';
import { message } from '../../../../lib/model/i18n';
import type { IncidentRow } from '../../../../lib/model/rows';

/** Seconds the incident lasted, or has lasted so far (an open one keeps growing). */
export function incidentSeconds(row: IncidentRow, now = Date.now()): number {
  const start = Date.parse(row.startedAt);
  const end = row.resolvedAt ? Date.parse(row.resolvedAt) : now;
  if (Number.isNaN(start) || Number.isNaN(end)) return row.duration ?? 0;
  return Math.max(0, Math.round((end - start) / 1000));
}

/**
 * How long an incident lasted, from its seconds: "2 hr 5 min" as a recovery notification says it
 * (lib/model/duration-words.ts), but "less than a minute" where that rounds up to "1 min".
 */
export function incidentDurationText(seconds: number): string {
  if (seconds < 60) return message('incidentUnderAMinute');
  return durationText(seconds * 1000);
}

/** Defined once in components/time.ts; re-exported where incident views already look. */
export { dateTimeText } from '../../../../components/time';

/** The words the incidents list filters by; a status the API adds, as it is. */
export const statusText = (status: string) =>
  status === 'open'
    ? message('filterOpen')
    : status === 'resolved'
      ? message('filterResolved')
      : status;
