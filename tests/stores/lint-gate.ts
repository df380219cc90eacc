/**
 * `npm run lint:firefox` (after `npm run build:firefox`): AMO's linter (`web-ext lint`, the same
 * addons-linter AMO runs on upload) over the Firefox build. Fails on any error, and on any
 * warning or notice but the one docs/STORES.md explains ("Lint"): Preact's own innerHTML line.
 * `--source-dir <folder>` lints another build than `.output/firefox-mv3`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findingsThatFail, type LintReport } from './lint-findings';

const BUILD =
  parseArgs({ options: { 'source-dir': { type: 'string' } } }).values['source-dir'] ??
  '.output/firefox-mv3';

const lint = spawnSync(
  'npx',
  ['--no', 'web-ext', 'lint', '--source-dir', BUILD, '--output', 'json'],
  {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
// web-ext exits 1 when the report has errors; the report on stdout is what we judge either way.
if (!lint.stdout) throw new Error(`web-ext lint gave no report: ${lint.stderr || lint.error}`);
const report: LintReport = JSON.parse(lint.stdout);
const failing = findingsThatFail(report, (file) => readFileSync(path.join(BUILD, file), 'utf8'));
const total = report.errors.length + report.warnings.length + report.notices.length;

for (const finding of failing) {
  const where = [finding.file, finding.line, finding.column]
    .filter((part) => part !== undefined)
    .join(':');
  console.error(`${finding._type} ${finding.code} ${where}: ${finding.message}`);
}
console.log(
  `web-ext lint ${BUILD}: ${report.errors.length} errors, ${report.warnings.length} warnings, ` +
    `${report.notices.length} notices; ${total - failing.length} known (docs/STORES.md, "Lint"), ` +
    `${failing.length} failing.`,
);
process.exitCode = failing.length > 0 ? 1 : 0;
