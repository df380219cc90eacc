import { writeFileSync } from 'node:fs';
/**
 * One benchmark figure beside its floor (the least work that shows the same thing, measured in
 * the same run) and its budget: a ratio to the floor, or an absolute bound where the issue's
 * budget is one (memory, bundle bytes). A line without a budget is reported to show growth.
 */
export interface BenchLine {
  figure: string;
  value: number;
  unit: 'ms' | 'MB' | 'KB';
  floor?: { label: string; value: number };
  budget?: { ratioAtMost: number } | { atMost: number };
  /** Medians are printed; the spread of the samples beside them. */
  spread?: { min: number; max: number };
}

const show = (value: number, unit: BenchLine['unit']) =>
  unit === 'ms' ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ${unit}`;

function ratioOf(line: BenchLine): number | undefined {
  return line.floor ? line.value / line.floor.value : undefined;
}

export function passes(line: BenchLine): boolean | undefined {
  if (!line.budget) return undefined;
  if ('atMost' in line.budget) return line.value <= line.budget.atMost;
  const ratio = ratioOf(line);
  return ratio !== undefined && ratio <= line.budget.ratioAtMost;
}

function budgetText(line: BenchLine) {
  if (!line.budget) return '—';
  return 'atMost' in line.budget
    ? `≤ ${show(line.budget.atMost, line.unit)}`
    : `≤ ${line.budget.ratioAtMost}×`;
}

/** The table `npm run bench` prints: figure, floor, ratio, budget, pass/fail. */
export function formatTable(lines: readonly BenchLine[]): string {
  const rows = lines.map((line) => {
    const ratio = ratioOf(line);
    const verdict = passes(line);
    return [
      line.figure,
      show(line.value, line.unit) +
        (line.spread
          ? ` (${show(line.spread.min, line.unit)}–${show(line.spread.max, line.unit)})`
          : ''),
      line.floor ? `${show(line.floor.value, line.unit)} ${line.floor.label}` : '—',
      ratio === undefined ? '—' : `${ratio.toFixed(2)}×`,
      budgetText(line),
      verdict === undefined ? '' : verdict ? 'pass' : 'FAIL',
    ];
  });
  const header = ['figure', 'median (min–max)', 'floor', 'ratio', 'budget', ''];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const render = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' │ ');
  return [render(header), widths.map((w) => '─'.repeat(w)).join('─┼─'), ...rows.map(render)].join(
    '\n',
  );
}

/** Where `npm run bench` (all.ts) asks a benchmark run as its own process to write its lines. */
export const LINES_FILE_VARIABLE = 'GATEHOUSE_BENCH_LINES';

/**
 * Runs a benchmark module when it is the script Node was started with (`npm run bench:door`):
 * prints its table, or, started by all.ts, writes its lines to the file all.ts names.
 */
export async function runAsScript(
  moduleUrl: string,
  bench: () => BenchLine[] | Promise<BenchLine[]>,
) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const lines = await bench();
  const into = process.env[LINES_FILE_VARIABLE];
  if (into) writeFileSync(into, JSON.stringify(lines));
  else console.log(`\n${formatTable(lines)}`);
}

export function summarize(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
}
