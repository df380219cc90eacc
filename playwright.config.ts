import { defineConfig } from '@playwright/test';

// Each run writes its artifacts apart: Playwright empties its output folder when a run starts,
// which would delete the traces of a run still going in another terminal. Workers inherit the id.
process.env.GATEHOUSE_RUN_ID ??= String(Date.now());

export default defineConfig({
  outputDir: `test-results/run-${process.env.GATEHOUSE_RUN_ID}`,
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two workers, for the 2-core machines the suite runs on: each has its own server port and its
  // own copy of the build pointed at it (tests/e2e/support/extension.ts), and every test its own
  // profile. The gallery's order of two tickets failed at two workers until it waited for the
  // whole order (tests/e2e/pages/tickets.ts orderBought). `--workers=1` runs one at a time.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // A bound for a test that hangs, not a measure of speed: in one run beside a loop of production
  // builds, tests of many steps took 46–60 s of steady progress (door.spec.ts on a phone,
  // maintenance.spec.ts, newer-database.spec.ts, hostile-strings.spec.ts), at or near the 60 s
  // this was. Tests that do more set their own.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // A failed test keeps its trace: every action with the page's DOM before and after it (the
  // trace viewer draws the page from it), the network and the console. The trace's screencast (a
  // frame each time a page changes, for the viewer's film strip) is left out: the options-* specs
  // (69 tests, two runs each on the 2-core machine) took 250 and 249 s and 479 and 487
  // core-seconds with it, 216 and 222 s and 415 and 422 core-seconds without. Nor does a failed
  // test take screenshots of its own (`screenshot`): Playwright would shoot every page of every
  // context as it closes, in passing tests too, to keep the failed ones'.
  use: { trace: { mode: 'retain-on-failure', screenshots: false } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
});
