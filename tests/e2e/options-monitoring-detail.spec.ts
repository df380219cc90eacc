import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { resourceSection } from './pages/options-monitoring';
import { keepScreenshot, seriousA11yViolations } from './support/commands';
import { backgroundWorker } from './support/extension';
import { required } from './support/worker';

/** The server's own records and request log, read in-process. */
const storedMonitors = (server: RunningServer) => [
  ...server.context.state.monitoring.monitors.values(),
];
const requestsTo = (server: RunningServer, method: string, path: RegExp) =>
  server.context.log.entries.filter((e) => e.method === method && path.test(e.path));

test('pause, resume and the per-monitor notification switch', async ({
  context,
  openOptions,
  server,
}) => {
  const target = required(
    storedMonitors(server).find((m) => m.pause === 'active' && m.status === 'up'),
    'active up monitor',
  );
  const monitors = resourceSection(await openOptions(`#/monitors/${target.id}`), 'monitors');
  await expect(monitors.heading).toHaveText(target.name);
  await monitors.button('Pause').click();
  await expect(monitors.page.getByTestId('monitor-facts')).toContainText('Paused');
  await expect
    .poll(() => server.context.state.monitoring.monitors.get(target.id)?.pause)
    .toBe('paused');
  await monitors.button('Resume').click();
  await expect
    .poll(() => server.context.state.monitoring.monitors.get(target.id)?.pause)
    .toBe('active');
  await expect(monitors.page.getByTestId('monitor-facts')).toContainText('Up');
  expect(requestsTo(server, 'PATCH', new RegExp(`/monitors/pause/${target.id}$`))).toHaveLength(2);

  const mutes = async () => {
    const worker = await backgroundWorker(context);
    return worker.evaluate(
      async () => (await chrome.storage.local.get('notificationMutes')).notificationMutes,
    );
  };
  const notify = monitors.page.getByRole('switch', { name: 'Notify me about this monitor' });
  await expect(notify).toBeChecked();
  await notify.uncheck();
  await expect.poll(mutes).toEqual({ [target.id]: 0 });
  await notify.check();
  await expect.poll(mutes).toEqual({});
});

/** The options page on a monitor that is up, so both its charts have something to draw. */
async function openUpMonitor(openOptions: (hash: string) => Promise<Page>, server: RunningServer) {
  const target = required(
    storedMonitors(server).find((m) => m.status === 'up' && m.pause === 'active'),
    'up monitor',
  );
  return { target, options: await openOptions(`#/monitors/${target.id}`) };
}

test('a deep link opens the monitor with its response-time and uptime charts', async ({
  openOptions,
  server,
}) => {
  const { target, options } = await openUpMonitor(openOptions, server);
  await expect(options.getByRole('heading', { level: 2 })).toHaveText(target.name);
  const responseTimes = options.getByTestId('response-time-chart').getByRole('group');
  await expect(responseTimes).toHaveAccessibleName(
    /^Last 24 hours: fastest \d+ ms, average \d+ ms, slowest \d+ ms; \d+ failed checks?\.$/,
  );
  await expect(options.getByTestId('uptime-chart').getByRole('group')).toHaveAccessibleName(
    /^Last 7 days: [\d.]+% up overall/,
  );
  expect(await seriousA11yViolations(options)).toEqual([]);
});

test('a chart point hovered or reached by keyboard shows its value and time', async ({
  openOptions,
  server,
}) => {
  const { options } = await openUpMonitor(openOptions, server);
  const uptime = options.getByTestId('uptime-chart');
  const days = uptime.getByTestId('chart-point');
  await expect(days.first()).toBeVisible();
  await expect(uptime.getByTestId('chart-tip')).toHaveCount(0);

  // The pointer over a day: the tip names the day and its uptime, as the bar's name does.
  await days.last().hover();
  const dayName = (await days.last().getAttribute('aria-label')) ?? '';
  expect(dayName).toMatch(/^\d+ \S+: [\d.]+\s?%$/);
  await expect(uptime.getByTestId('chart-tip')).toHaveText(dayName);

  // The keyboard: Tab reaches the response times once, arrow keys and End walk the samples.
  const times = options.getByTestId('response-time-chart');
  const samples = times.getByTestId('chart-point');
  expect(await times.locator('[tabindex="0"]').count()).toBe(1);
  const focusedName = () =>
    options.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  await options.mouse.move(0, 0);
  await options.getByRole('heading', { level: 2 }).click();
  for (let presses = 0; presses < 80 && !/ at /.test(await focusedName()); presses++)
    await options.keyboard.press('Tab');
  const first = await focusedName();
  expect(first).toMatch(/^(\d+ ms|failed check) at \d\d:\d\d( [AP]M)?$/);
  await expect(times.getByTestId('chart-tip')).toHaveText(first);
  await options.keyboard.press('ArrowRight');
  expect(await focusedName()).toBe(await samples.nth(1).getAttribute('aria-label'));
  await options.keyboard.press('End');
  const last = (await samples.last().getAttribute('aria-label')) ?? '';
  expect(await focusedName()).toBe(last);
  await expect(times.getByTestId('chart-tip')).toHaveText(last);
  for (const scheme of ['light', 'dark'] as const) {
    await options.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(options)).toEqual([]);
    await keepScreenshot(options, `options-monitor-charts-${scheme}.png`);
  }
});

test('a monitor created offline shows as not sent yet, then reaches the server once', async ({
  context,
  openOptions,
  server,
}) => {
  const monitors = resourceSection(await openOptions('#/monitors'), 'monitors');
  await expect(monitors.rows.first()).toBeVisible();
  await context.setOffline(true);
  await monitors.newButton.click();
  await monitors.field('new', 'Name').fill('Made offline');
  await monitors.field('new', 'Address').fill('https://offline.example.com/');
  await monitors.button('Create monitor').click();
  await expect(monitors.page.getByTestId('write-status')).toContainText('Not sent yet');
  await monitors.page.getByRole('link', { name: '← Monitors' }).click();
  const row = monitors.row('Made offline');
  await expect(row).toContainText('not sent yet');
  expect(requestsTo(server, 'POST', /\/monitors\/new$/)).toHaveLength(0);

  await context.setOffline(false);
  await expect(row.locator('.badge')).toHaveCount(0, { timeout: 30_000 });
  expect(storedMonitors(server).filter((m) => m.name === 'Made offline')).toHaveLength(1);
  expect(requestsTo(server, 'POST', /\/monitors\/new$/)).toHaveLength(1);
});

test('the monitors list, form and detail have no serious accessibility violations', async ({
  openOptions,
  server,
}) => {
  const monitors = resourceSection(await openOptions('#/monitors'), 'monitors');
  await expect(monitors.rows.first()).toBeVisible();
  expect(await seriousA11yViolations(monitors.page)).toEqual([]);

  await monitors.newButton.click();
  await monitors.field('new', 'Authentication').selectOption('basic');
  await monitors.button('Add header').click();
  expect(await seriousA11yViolations(monitors.page)).toEqual([]);

  const target = required(storedMonitors(server)[0], 'monitor');
  await monitors.page.goto(monitors.page.url().replace(/#.*$/, `#/monitors/${target.id}`));
  await expect(monitors.editForm).toBeVisible();
  expect(await seriousA11yViolations(monitors.page)).toEqual([]);
});

test('a monitor’s created day reads as that calendar day, with no made-up time', async ({
  openOptions,
  server,
}) => {
  const target = required(storedMonitors(server)[0], 'monitor');
  // The API sends the day alone (docs/MONITORING-API.md "Records"): YYYY-MM-DD.
  const [year, month, day] = target.createdTime.slice(0, 10).split('-').map(Number);
  const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
    new Date(year ?? 0, (month ?? 1) - 1, day),
  );
  const monitors = resourceSection(await openOptions(`#/monitors/${target.id}`), 'monitors');
  await expect(monitors.heading).toHaveText(target.name);
  const created = monitors.page
    .getByTestId('monitor-facts')
    .locator('div')
    .filter({ hasText: 'Created' })
    .locator('dd');
  await expect(created).toHaveText(expected);
});
