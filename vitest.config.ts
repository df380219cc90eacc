import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { WAIT_BOUND_MS } from './tests/support/wait-bound';

/** Test files that run the service worker's main() itself. */
const WHOLE_WORKER = 'tests/integration/background/**/*.test.ts';

export default defineConfig({
  plugins: [WxtVitest(), preact()],
  resolve: {
    alias: [
      // WxtVitest points `wxt/browser` at wxt's mock-browser module, which takes the fake browser
      // from `wxt/testing`: that index also exports the vitest plugin, so every test file loaded
      // all of wxt's build tooling to get one object. The fake browser's own module is the same
      // object (wxt/testing/fake-browser) without it.
      { find: /^wxt\/testing$/, replacement: 'wxt/testing/fake-browser' },
    ],
  },
  test: {
    setupFiles: [
      'fake-indexeddb/auto',
      'tests/unit/support/fresh-file-setup.ts',
      'tests/unit/support/i18n-setup.ts',
    ],
    environment: 'node',
    testTimeout: 15_000,
    // A poll waits for what it means, bounded for a hang (tests/support/eventually.ts does the
    // same for `vi.waitFor`, which has no setting here).
    expect: { poll: { timeout: WAIT_BOUND_MS } },
    // Both cores: vitest's default leaves one free, which halves the suite's speed on two. No test
    // waits on the machine's speed (the timeout matrix used to:
    // tests/integration/support/outbox-faults.ts).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/integration/**/*.test.ts',
            'tests/server/**/*.test.ts',
          ],
          exclude: [WHOLE_WORKER],
          // Files share their modules within a vitest worker: loading them once per worker instead
          // of once per file took the suite from about 240 s to about 90 s on two cores. The setup
          // file fresh-file-setup.ts resets what files change (it lists what it does not).
          isolate: false,
        },
      },
      {
        extends: true,
        // These start the whole service worker (main()), whose timers and handlers would outlive
        // the file: each gets its own module graph.
        test: { name: 'isolated', include: [WHOLE_WORKER] },
      },
    ],
  },
});
