import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What each page or the worker may load before it can run, in KB gzip: the budgets bench prints
 * and CI holds (tests/bundle/bundle-budget.test.ts). The worker meets its 60 KB since it reads
 * and writes through idb, not Dexie (docs/ARCHITECTURE.md "Performance: the worker's first path").
 */
export const BUNDLE_BUDGETS_KB = { popup: 40, door: 40, background: 60 } as const;
export type BundleEntry = keyof typeof BUNDLE_BUDGETS_KB | 'options';

const ENTRY_FILES: Record<BundleEntry, string> = {
  popup: 'popup.html',
  door: 'door.html',
  options: 'options.html',
  background: 'background.js',
};

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/** Static imports only: a dynamic `import()` is not on the first path. */
function staticImports(code: string): string[] {
  const found = code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g);
  return [...found].map((match) => match[1] as string);
}

/** Dynamic `import()`s: what a page loads after it has started (Dexie after the first paint). */
function dynamicImports(code: string): string[] {
  const found = code.matchAll(/\bimport\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g);
  return [...found].map((match) => match[1] as string);
}

function scriptsOfPage(html: string): string[] {
  const sources = html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g,
  );
  return [...sources].map((match) => match[1] as string);
}

/**
 * Every JS file an entry loads before it runs (its static import graph from the page's scripts
 * or the worker's file), with gzip sizes; and apart from it, `later`: what its dynamic
 * `import()`s may load afterwards (their static graphs, without what the first path has).
 */
export function firstPathOf(outDir: string, entry: BundleEntry) {
  const file = ENTRY_FILES[entry];
  const roots = file.endsWith('.html')
    ? scriptsOfPage(readFileSync(join(outDir, file), 'utf8'))
    : [file];
  const seen = new Map<string, number>();
  const dynamic: string[] = [];
  const visit = (path: string) => {
    if (seen.has(path)) return;
    const code = readFileSync(join(outDir, path));
    seen.set(path, gzipKb(code));
    const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    const text = code.toString('utf8');
    for (const imported of staticImports(text)) visit(join(dir, imported).replace(/^\.\//, ''));
    for (const imported of dynamicImports(text))
      dynamic.push(join(dir, imported).replace(/^\.\//, ''));
  };
  for (const root of roots) visit(root);
  const first = sized(seen);
  // Lazy chunks may import more lazily in turn: walk until nothing new is reachable.
  for (let next = dynamic.shift(); next !== undefined; next = dynamic.shift()) visit(next);
  const later = sized(
    new Map([...seen].filter(([path]) => !first.chunks.some((c) => c.path === path))),
  );
  return { entry, ...first, later };
}

function sized(files: Map<string, number>) {
  const chunks = [...files].map(([path, kb]) => ({ path, kb }));
  return { chunks, totalKb: chunks.reduce((sum, chunk) => sum + chunk.kb, 0) };
}

export const bundleEntries = Object.keys(ENTRY_FILES) as BundleEntry[];

/**
 * What is in a chunk, in KB gzip: each owner's (a package, or one of our files) share is what the
 * chunk's gzip loses without its bytes, so the shares add up to about the chunk's size. Owners
 * come from the chunk's source map (the benchmark builds with hidden source maps).
 */
export function gzipShares(outDir: string, chunk: string): Map<string, number> {
  const code = readFileSync(join(outDir, chunk), 'utf8');
  const total = gzipSync(code, { level: 9 }).length;
  const mapFile = join(outDir, `${chunk}.map`);
  // The bundler's own runtime chunks come without a map.
  if (!existsSync(mapFile)) return new Map([[ownerOf(undefined), total / 1024]]);
  const runs = ownerRuns(code, new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))));
  const shares = new Map<string, number>();
  for (const owner of new Set(runs.map((run) => run.owner))) {
    const rest = runs.map((run) => (run.owner === owner ? '' : run.text)).join('');
    shares.set(owner, (total - gzipSync(rest, { level: 9 }).length) / 1024);
  }
  return shares;
}

/** The chunk's code cut where its owner changes; runs joined give the code back. */
function ownerRuns(code: string, map: SourceMap) {
  const runs: { owner: string; text: string }[] = [];
  code.split('\n').forEach((line, lineIndex, lines) => {
    const text = lineIndex < lines.length - 1 ? `${line}\n` : line;
    for (let column = 0; column < text.length; column++) {
      const entry = map.findEntry(lineIndex, column) as { originalSource?: string };
      const owner = ownerOf(entry.originalSource);
      const last = runs.at(-1);
      if (last?.owner === owner) last.text += text[column];
      else runs.push({ owner, text: text[column] as string });
    }
  });
  return runs;
}

function ownerOf(source: string | undefined): string {
  if (!source) return '(bundler)';
  return (
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ??
    source.replace(/^(?:\.\.\/)+/, '').replace(/^\0/, '')
  );
}
