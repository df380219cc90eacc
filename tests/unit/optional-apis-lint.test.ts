import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * The lint rule biome.optional-apis.grit: product code reaches an API one of our browsers lacks
 * only through lib/platform/optional-apis.ts. Each probe is a way to reach one past it, written as a
 * product file and linted with the project's own biome.json. The files go to the system's temporary
 * folder, not into lib/: other tests walk lib/, and a run cut short would leave them to `npm run
 * lint`. The rule watches every file but those under tests/, so it watches these too.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE_SAYS = 'Use lib/platform/optional-apis.ts';

const HEAD =
  "import { browser } from 'wxt/browser';\ndeclare const chrome: typeof browser;\ndeclare const db: { windows: unknown };\n";

const REACHED = {
  member: 'export const a = browser.commands;',
  destructured: 'export const { commands } = browser;',
  'destructured, renamed, from chrome': 'export const { windows: w } = chrome;',
  'optional chaining': 'export const a = browser?.windows;',
  parenthesized: 'export const a = (browser).commands;',
  'through globalThis': 'export const a = globalThis.browser?.sidePanel;',
  'sidebarAction on a cast':
    'export const a = (browser as unknown as { sidebarAction: 1 }).sidebarAction;',
};

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gatehouse-lint-probe-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The rule's diagnostics for `line` in a product file, as `npm run lint` reports them. */
function ruleHits(name: string, line: string): number {
  const file = join(dir, `${name.replace(/\W+/g, '-')}.ts`);
  writeFileSync(file, `${HEAD}${line}\n`);
  const run = spawnSync(
    join(ROOT, 'node_modules/.bin/biome'),
    ['lint', '--max-diagnostics=50', file],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return `${run.stdout}${run.stderr}`.split(RULE_SAYS).length - 1;
}

describe('biome.optional-apis.grit', () => {
  for (const [name, line] of Object.entries(REACHED)) {
    test(`fails product code that reaches an optional API: ${name}`, () => {
      expect(ruleHits(name, line)).toBe(1);
    });
  }

  test('leaves a database table named windows alone', () => {
    expect(ruleHits('db-windows', 'export const a = db.windows;')).toBe(0);
  });
});
