import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * The layer rules of biome.json (noRestrictedImports, one override per folder; docs/ARCHITECTURE.md,
 * "The layers"). Each probe is one import written as a file at a product path and linted with the
 * project's own biome.json. Biome's overrides match a file by its path from the configuration, so
 * the probes go to a temporary folder that holds a copy of biome.json and its .grit rules beside
 * the same relative paths (entrypoints/background.ts too): nothing is written into the repository,
 * where other tests walk lib/ and a run cut short would leave files to `npm run lint`.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'lint/style/noRestrictedImports';

interface Probe {
  /** Where the importing file sits, from the repository's root. */
  at: string;
  from: string;
}

/** Each must fail: an import across a layer the rules forbid. */
const HOLES: Record<string, Probe> = {
  'a page imports a worker handler': {
    at: 'entrypoints/popup/probe.ts',
    from: '../../lib/messaging/outbox-handlers',
  },
  "a shared container imports the worker's handler registry": {
    at: 'lib/containers/probe.ts',
    from: '../messaging/handlers',
  },
  "a page imports the worker's writes": {
    at: 'entrypoints/options/sections/probe.ts',
    from: '../../../lib/storage/worker-writes',
  },
  "a page imports the worker's database": {
    at: 'entrypoints/door/probe.ts',
    from: '../../lib/storage/worker-database',
  },
  "background code imports Dexie's database.ts": {
    at: 'lib/background/sync/probe.ts',
    from: '../../storage/database',
  },
  'background code imports Dexie': { at: 'lib/background/probe.ts', from: 'dexie' },
  "a message handler imports Dexie's database.ts": {
    at: 'lib/messaging/probe.ts',
    from: '../storage/database',
  },
  'the model imports idb': { at: 'lib/model/probe.ts', from: 'idb' },
  'the model imports ofetch': { at: 'lib/model/monitoring/probe.ts', from: 'ofetch' },
  'the model imports the browser': { at: 'lib/model/probe.ts', from: 'wxt/browser' },
  'a component imports the browser': { at: 'components/probe.tsx', from: 'wxt/browser' },
  'a component opens the side panel': {
    at: 'components/options/probe.tsx',
    from: '../../lib/platform/side-panel',
  },
  "the worker's wiring imports a view": {
    at: 'entrypoints/background.ts',
    from: '../components/MonitorList',
  },
  "the worker's wiring imports a page's container": {
    at: 'entrypoints/background.ts',
    from: './popup/usePopupData',
  },
  "the worker's wiring imports Dexie's database.ts": {
    at: 'entrypoints/background.ts',
    from: '../lib/storage/database',
  },
  'the QR reader imports the protocol': {
    at: 'entrypoints/qr-reader/probe.ts',
    from: '../../lib/messaging/protocol',
  },
  'the QR reader imports a shared container': {
    at: 'entrypoints/qr-reader/probe.ts',
    from: '../../lib/containers/useOnline',
  },
  'the platform layer imports the model': { at: 'lib/platform/probe.ts', from: '../model/rows' },
};

/** Each must pass: the import the rules are there to leave open, so no probe passes vacuously. */
const ALLOWED: Record<string, Probe> = {
  'a page imports the protocol': {
    at: 'entrypoints/popup/probe.ts',
    from: '../../lib/messaging/protocol',
  },
  "a container watches the worker's health item": {
    at: 'lib/containers/probe.ts',
    from: '../storage/worker-health',
  },
  "background code imports the worker's writes": {
    at: 'lib/background/sync/probe.ts',
    from: '../../storage/worker-writes',
  },
  "the worker's wiring registers the handlers": {
    at: 'entrypoints/background.ts',
    from: '../lib/messaging/handlers',
  },
  'the QR reader imports its one message': {
    at: 'entrypoints/qr-reader/probe.ts',
    from: '../../lib/background/tickets/qr-reader-messages',
  },
  'the model imports valibot': { at: 'lib/model/probe.ts', from: 'valibot' },
  'the model imports the words': { at: 'lib/model/probe.ts', from: '../platform/i18n' },
  'a component imports the model': { at: 'components/probe.tsx', from: '../lib/model/rows' },
};

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gatehouse-layer-probe-'));
  for (const name of readdirSync(ROOT)) {
    if (name === 'biome.json' || /^biome\..*\.grit$/.test(name)) {
      copyFileSync(join(ROOT, name), join(dir, name));
    }
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The layer rule's diagnostics for `probe`, as `npm run lint` reports them. */
function ruleHits({ at, from }: Probe): number {
  const file = join(dir, at);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `import { probe } from '${from}';\n\nexport const used = probe;\n`);
  const run = spawnSync(join(ROOT, 'node_modules/.bin/biome'), ['lint', '--reporter=json', at], {
    cwd: dir,
    encoding: 'utf8',
  });
  rmSync(file);
  const report = JSON.parse(run.stdout) as { diagnostics: { category?: string }[] };
  return report.diagnostics.filter((diagnostic) => diagnostic.category === RULE).length;
}

describe('the layer rules of biome.json', () => {
  for (const [name, probe] of Object.entries(HOLES)) {
    test(`fail: ${name}`, () => {
      expect(ruleHits(probe)).toBe(1);
    });
  }
  for (const [name, probe] of Object.entries(ALLOWED)) {
    test(`pass: ${name}`, () => {
      expect(ruleHits(probe)).toBe(0);
    });
  }
});
