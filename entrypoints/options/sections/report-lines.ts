import type { ReportSort } from '../../../components/options/UptimeReportTables';
import { categoryLines, monitorLine, type ReportLine } from '../../../lib/model/uptime-report';
import { message } from '../../../lib/platform/i18n';
import { compare } from '../section-shell/list-view';
import type { ReportRun } from './useUptimeReport';

/** A category's name by its id; a monitor without one is under "No category". */
export function categoryNamer(categories: readonly { id: string; name: string }[]) {
  const names = new Map(categories.map((c) => [c.id, c.name]));
  return (id: string) => (id ? (names.get(id) ?? id) : message('choiceNoCategory'));
}

/** The run's lines: one per monitor, in the order asked, and one per category. */
export function reportLines(run: ReportRun, categoryName: (id: string) => string) {
  return {
    monitors: run.monitors.map((m) =>
      monitorLine(m, categoryName(m.category), run.outcomes.get(m.id)),
    ),
    // By name, and the monitors without a category last.
    categories: categoryLines(run.monitors, run.outcomes, categoryName).sort(
      (a, b) => Number(a.id === '') - Number(b.id === '') || compare(a.name, b.name),
    ),
  };
}

/** null: no figure, which sorts after every figure whichever way. */
function sortKey(line: ReportLine, by: ReportSort): string | number | null {
  if (by === 'category') return line.category;
  if (by === 'uptime') return line.uptime?.percent ?? null;
  if (by === 'downtime') return line.state === 'done' ? line.downtime : null;
  if (by === 'checks') return line.state === 'done' ? line.checks : null;
  return line.name;
}

function compareKeys(a: string | number | null, b: string | number | null, sign: number) {
  if (a === null || b === null) return Number(a === null) - Number(b === null);
  return sign * compare(a, b);
}

/** The table's order, which the CSV keeps; equal keys by name. */
export function sortLines(lines: readonly ReportLine[], by: ReportSort, descending: boolean) {
  const sign = descending ? -1 : 1;
  return lines
    .map((line) => ({ line, key: sortKey(line, by) }))
    .sort((a, b) => compareKeys(a.key, b.key, sign) || compare(a.line.name, b.line.name))
    .map(({ line }) => line);
}
