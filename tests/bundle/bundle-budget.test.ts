import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_BUDGETS_KB, firstPathOf } from '../bench/bundle-sizes';

/**
 * The JS each page and the worker load before they run — the static import graph of the page's
 * scripts or the worker's file — from a production build, against the budgets that
 * `npm run bench:bundle` prints (BUNDLE_BUDGETS_KB). The build is made here, in a folder of its
 * own so the e2e build in .output is left alone; `npm test` instead names in GATEHOUSE_CHROME_BUILD
 * the one its `npm run zip` has just made (the same `wxt build`, for Chrome, for production).
 * What a dynamic `import()` loads afterwards (Dexie, after the popup's and the door's first paint)
 * is not counted; the failure message lists it apart. A dependency or a static import that lands
 * on a first path fails this test; `npm run bench:bundle` then says what is in each chunk.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const given = process.env.GATEHOUSE_CHROME_BUILD;
let chromeBuild: string;
let outDir: string | undefined;

beforeAll(() => {
  if (given) {
    chromeBuild = resolve(root, given);
    if (!existsSync(join(chromeBuild, 'manifest.json')))
      throw new Error(`GATEHOUSE_CHROME_BUILD names no build: ${chromeBuild}`);
    return;
  }
  outDir = mkdtempSync(join(tmpdir(), 'gatehouse-bundle-'));
  chromeBuild = join(outDir, 'chrome-mv3');
  const script = `import { build } from 'wxt'; await build({ outDir: ${JSON.stringify(outDir)} });`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    stdio: 'ignore',
  });
}, 120_000);
afterAll(() => outDir && rmSync(outDir, { recursive: true, force: true }));

describe('what loads before each part of the extension runs (KB gzip)', () => {
  for (const [entry, budget] of Object.entries(BUNDLE_BUDGETS_KB))
    it(`${entry}: within ${budget} KB`, () => {
      const { chunks, totalKb, later } = firstPathOf(
        chromeBuild,
        entry as keyof typeof BUNDLE_BUDGETS_KB,
      );
      const listing = (files: typeof chunks) =>
        files.map((chunk) => `${chunk.path} ${chunk.kb.toFixed(1)}`).join(', ');
      expect(
        totalKb,
        `${entry} first path: ${listing(chunks)}; loaded later (${later.totalKb.toFixed(1)} KB, not counted): ${listing(later.chunks)}`,
      ).toBeLessThanOrEqual(budget);
    });
});

describe('what the pages leave to the worker', () => {
  // A page that defines the token's storage item runs its migration when it loads, and could
  // rewrite the token the worker is writing (lib/background/api/monitoring/token-store.ts).
  it("no page's script holds the monitoring token's storage key", () => {
    const scripts = readdirSync(chromeBuild, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.js') && file !== 'background.js',
    );
    expect(scripts.length).toBeGreaterThan(5);
    const holding = scripts.filter((file) =>
      readFileSync(join(chromeBuild, file), 'utf8').includes('monitoringToken'),
    );
    expect(holding).toEqual([]);
    expect(readFileSync(join(chromeBuild, 'background.js'), 'utf8')).toContain('monitoringToken');
  });
});
