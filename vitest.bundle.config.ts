import { defineConfig } from 'vitest/config';

// The bundle budget guard (tests/bundle/): it builds the extension, so it runs on its own.
export default defineConfig({
  test: { include: ['tests/bundle/**/*.test.ts'], environment: 'node', testTimeout: 15_000 },
});
