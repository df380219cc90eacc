/**
 * Benchmark: the JS each page and the worker load before they run (their static import graph),
 * in KB gzip, against the budgets; apart from it what their dynamic imports load later; and what
 * is in each chunk, in KB gzip per owner (its source map says whose each byte is). Builds for
 * production with hidden source maps and the analysis on: the treemap lands in
 * .output/analysis/stats.html. Run: `npm run bench:bundle`.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUNDLE_BUDGETS_KB, bundleEntries, firstPathOf, gzipShares } from './bundle-sizes';
import { type BenchLine, runAsScript } from './report';

const root = fileURLToPath(new URL('../..', import.meta.url));

function bundleBench(): BenchLine[] {
  rmSync(`${root}.output/analysis`, { recursive: true, force: true });
  // Hidden: the maps are written beside the chunks, but the chunks do not name them, so their
  // sizes are the shipped ones.
  const script = `import { build } from 'wxt';
    await build({ analysis: { enabled: true }, vite: () => ({ build: { sourcemap: 'hidden' } }) });`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    stdio: 'ignore',
  });
  const outDir = `${root}.output/chrome-mv3`;
  const contents = new Map<string, Map<string, number>>();
  const sharesOf = (chunk: string) => {
    const known = contents.get(chunk) ?? gzipShares(outDir, chunk);
    contents.set(chunk, known);
    return known;
  };
  const lines: BenchLine[] = [];
  for (const entry of bundleEntries) {
    const { chunks, totalKb, later } = firstPathOf(outDir, entry);
    console.log(`\n${entry}: ${totalKb.toFixed(1)} KB gzip before it runs (static import graph)`);
    printChunks(chunks, sharesOf);
    console.log(
      `${entry}: ${later.totalKb.toFixed(1)} KB gzip more that it may load later (dynamic imports)`,
    );
    printChunks(later.chunks, sharesOf);
    const budget = entry === 'options' ? undefined : BUNDLE_BUDGETS_KB[entry];
    lines.push({
      figure: `${entry} JS before it runs (gzip)`,
      value: totalKb,
      unit: 'KB',
      budget: budget === undefined ? undefined : { atMost: budget },
    });
  }
  return lines;
}

/** Each chunk, largest first, with its five largest owners (packages or source files). */
function printChunks(
  chunks: { path: string; kb: number }[],
  sharesOf: (chunk: string) => Map<string, number>,
) {
  for (const chunk of chunks.sort((a, b) => b.kb - a.kb)) {
    const inside = [...sharesOf(chunk.path)]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([owner, kb]) => `${owner} ${kb.toFixed(1)}`)
      .join(', ');
    console.log(`  ${chunk.kb.toFixed(1).padStart(5)} KB  ${chunk.path}  (${inside})`);
  }
}

await runAsScript(import.meta.url, bundleBench);
