import { defineConfig } from '@playwright/test';

// Each run writes its artifacts apart: Playwright empties its output folder when a run starts,
// which would delete the traces of a run still going in another terminal. Workers inherit the id.
process.env.GATEHOUSE_RUN_ID ??= String(Date.now());

export default defineConfig({
  outputDir: `test-results/run-${process.env.GATEHOUSE_RUN_ID}`,
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // One Chromium at a time: the machine has 2 cores and every test launches its own browser.
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
