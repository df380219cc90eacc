import { defineConfig } from '@playwright/test';

export default defineConfig({
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
