import { durationText } from '../../lib/model/duration-words';
import type { ReportLine } from '../../lib/model/uptime-report';
import { message, numberText, plural } from '../../lib/platform/i18n';
import { uptimePercentText } from '../uptime-text';

/*
 * A report line's cells in words: the uptime as every view writes it (uptime-text.ts), "No data"
 * where no day of the period had a check (a paused or pending monitor: never 0 % nor 100 %), and
 * a failure in the error's own words.
 */

export function uptimeCell(line: ReportLine): string {
  if (typeof line.state === 'object') return line.state.problem;
  if (line.state === 'waiting') return message('reportNotFetched');
  return line.uptime ? uptimePercentText(line.uptime.percent) : message('reportNoData');
}

export function downtimeCell(line: ReportLine): string {
  if (line.state !== 'done') return '';
  return line.downtime === 0 ? message('reportNoDowntime') : durationText(line.downtime * 1000);
}

export function checksCell(line: ReportLine): string {
  return line.state !== 'done' ? '' : numberText(line.checks);
}

/** A category's count of monitors, and of those left out of its figure because they failed. */
export function monitorsCell(line: ReportLine): string {
  const count = numberText(line.monitors);
  return line.failed ? `${count} · ${plural('reportLeftOut', line.failed)}` : count;
}
