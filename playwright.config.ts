import { defineConfig } from '@playwright/test';

// Each run writes its artifacts apart: Playwright empties its output folder when a run starts,
// which would delete the traces of a run still going in another terminal. Workers inherit the id.
process.env.GATEHOUSE_RUN_ID ??= String(Date.now());

export default defineConfig({
  outputDir: `test-results/run-${process.env.GATEHOUSE_RUN_ID}`,
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // One worker by default. Workers can run side by side (`--workers=2`), each with its own server
  // port and its own copy of the build pointed at it (tests/e2e/support/extension.ts), but at two
  // on 2 cores the gallery's purchases after a bulk pause failed in two of three full runs: the
  // second ticket stayed "sending" past its 60 s bound. Until that is understood, one.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { trace: 'retain-on-failure' },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
});
