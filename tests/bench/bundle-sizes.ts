import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What each page or the worker loads before it can run, in KB gzip (issue budgets). */
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
 * What is in each chunk, from the kept visualiser's raw data (`wxt build --analyze`): rendered
 * bytes per package or source file, largest first.
 */
export function chunkContents(analysisDir: string) {
  const contents = new Map<string, Map<string, number>>();
  for (const file of readdirSync(analysisDir).filter((name) => name.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(join(analysisDir, file), 'utf8')) as {
      nodeParts: Record<string, { renderedLength: number }>;
      nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
    };
    for (const meta of Object.values(data.nodeMetas)) {
      const owner =
        /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(meta.id)?.[1] ?? meta.id.replace(/^\//, '');
      for (const [chunk, part] of Object.entries(meta.moduleParts)) {
        const sizes = contents.get(chunk) ?? new Map<string, number>();
        sizes.set(owner, (sizes.get(owner) ?? 0) + (data.nodeParts[part]?.renderedLength ?? 0));
        contents.set(chunk, sizes);
      }
    }
  }
  return contents;
}
