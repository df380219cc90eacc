import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

/**
 * Comments and docs cite only documents the repository has: the facts the code relies on live in
 * docs/ (MONITORING-API.md, MUSEUM.md) and tests/server/CONTRACT.md. A citation of a style guide,
 * an API description or a folder that sits beside the checkout cannot be followed by a reader of
 * the repository alone, so every tracked file but this one is searched for the old names.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const THIS_FILE = 'tests/unit/cited-documents.test.ts';
const OUTSIDE = String.raw`STYLE\.md|museum-api\.md|the seed|\.\./shared|/work/shared`;

test('no tracked file cites a document outside the repository', () => {
  const grep = spawnSync('git', ['grep', '-nIE', OUTSIDE, '--', '.', `:(exclude)${THIS_FILE}`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  // git grep exits 1 when nothing matches; anything above is a failure of the search itself.
  expect(grep.status, grep.stderr).toBeLessThanOrEqual(1);
  expect(grep.stdout.split('\n').filter(Boolean)).toEqual([]);
});
