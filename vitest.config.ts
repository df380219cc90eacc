import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

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
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
      'tests/server/**/*.test.ts',
    ],
    setupFiles: ['fake-indexeddb/auto', 'tests/unit/support/i18n-setup.ts'],
    environment: 'node',
    testTimeout: 15_000,
    // Both cores: vitest's default leaves one free, which halves the suite's speed on two. No test
    // waits on the machine's speed (the timeout matrix used to:
    // tests/integration/support/outbox-faults.ts).
    maxWorkers: '100%',
  },
});
