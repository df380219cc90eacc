import { defineConfig } from 'vitest/config';

// The Firefox end-to-end run, apart from the unit config: it needs the Firefox e2e build, a real
// firefox-esr and the fixed e2e port, and runs its steps in order in one browser.
export default defineConfig({
  test: {
    include: ['tests/e2e-firefox/**/*.e2e.ts'],
    globalSetup: ['tests/e2e-firefox/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    bail: 1,
  },
});
