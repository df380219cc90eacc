import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest(), preact()],
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
      'tests/server/**/*.test.ts',
    ],
    setupFiles: ['fake-indexeddb/auto', 'tests/unit/support/i18n-setup.ts'],
    environment: 'node',
    testTimeout: 15_000,
  },
});
