import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

/**
 * Comments and docs cite only documents the repository has: the facts the code relies on live in
 * docs/ (MONITORING-API.md, MUSEUM.md) and tests/server/CONTRACT.md. A citation of a style guide,
 * an API description or a folder that sits beside the checkout cannot be followed by a reader of
 * the repository alone, so every tracked file is searched for the old names.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The old names, spelled in parts so that this file does not match its own search. */
const OUTSIDE = [
  ['STYLE', 'md'],
  ['museum-api', 'md'],
]
  .map((name) => name.join(String.raw`\.`))
  .concat(['the', 'seed'].join(' '), String.raw`\.\./shared`, ['', 'work', 'shared'].join('/'))
  .join('|');

test('no tracked file cites a document outside the repository', () => {
  const grep = spawnSync('git', ['grep', '-nIE', OUTSIDE], { cwd: ROOT, encoding: 'utf8' });
  // git grep exits 1 when nothing matches; anything above is a failure of the search itself.
  expect(grep.status, grep.stderr).toBeLessThanOrEqual(1);
  expect(grep.stdout.split('\n').filter(Boolean)).toEqual([]);
});
