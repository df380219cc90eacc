/**
 * `npm run bench`: every benchmark, one table — figure, floor measured in the same run, ratio,
 * budget, pass/fail. Needs `npm run build:e2e` first (the browser benchmarks load that build);
 * the bundle benchmark makes its own production build. Exits non-zero when a budget fails.
 */
import { bundleBench } from './bundle';
import { doorBench } from './door-open';
import { optionsBench } from './options-open';
import { popupBench } from './popup-open';
import { type BenchLine, formatTable, passes } from './report';
import { syncBench } from './sync';

const lines: BenchLine[] = [
  ...bundleBench(),
  ...(await popupBench()),
  ...(await doorBench()),
  ...(await optionsBench()),
  ...(await syncBench()),
];
console.log(`\n${formatTable(lines)}`);
process.exitCode = lines.some((line) => passes(line) === false) ? 1 : 0;
