/**
 * `npm run bench`: every benchmark, one table — figure, floor measured in the same run, ratio,
 * budget, pass/fail. Needs `npm run build:bench` first (the browser benchmarks load that build);
 * the bundle benchmark makes its own production build. Exits non-zero when a budget fails.
 *
 * Each benchmark runs in a Node process of its own, as `npm run bench:<name>` runs it, so that
 * none inherits what another left behind. Run in this one process after the popup's benchmark,
 * the door's ratio read 1.36–1.53 over seven runs (four at 1.50 or more), against 1.19–1.44 over
 * eight in processes of their own; why was not found (the process was idle between the two).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchLine, formatTable, LINES_FILE_VARIABLE, passes } from './report';

const BENCHMARKS = ['bundle.ts', 'popup-open.ts', 'door-open.ts', 'options-open.ts', 'sync.ts'];

const linesFile = join(tmpdir(), `gatehouse-bench-lines-${process.pid}.json`);
const lines: BenchLine[] = [];
/** A benchmark that failed ends only itself: the others' lines, minutes of work, still print. */
const failed: string[] = [];
for (const benchmark of BENCHMARKS) {
  const script = fileURLToPath(new URL(benchmark, import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    stdio: 'inherit',
    env: { ...process.env, [LINES_FILE_VARIABLE]: linesFile },
  });
  if (run.status !== 0) {
    failed.push(`${benchmark} failed (exit ${run.status ?? run.signal}), see above`);
    continue;
  }
  lines.push(...(JSON.parse(readFileSync(linesFile, 'utf8')) as BenchLine[]));
  rmSync(linesFile);
}
console.log(`\n${formatTable(lines)}`);
for (const failure of failed) console.log(failure);
process.exitCode = failed.length > 0 || lines.some((line) => passes(line) === false) ? 1 : 0;
