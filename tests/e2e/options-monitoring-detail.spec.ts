import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { resourceSection } from './pages/options-monitoring';
import { seriousA11yViolations } from './support/commands';
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

test('a deep link opens the monitor with its response-time and uptime charts', async ({
  openOptions,
  server,
}) => {
  const target = required(
    storedMonitors(server).find((m) => m.status === 'up' && m.pause === 'active'),
    'up monitor',
  );
  const options = await openOptions(`#/monitors/${target.id}`);
  await expect(options.getByRole('heading', { level: 2 })).toHaveText(target.name);
  const responseTimes = options.getByTestId('response-time-chart').getByRole('img');
  await expect(responseTimes).toHaveAccessibleName(
    /^Last 24 hours: fastest \d+ ms, average \d+ ms, slowest \d+ ms; \d+ failed checks?\.$/,
  );
  await expect(options.getByTestId('uptime-chart').getByRole('img')).toHaveAccessibleName(
    /^Last 7 days: [\d.]+% up overall/,
  );
  expect(await seriousA11yViolations(options)).toEqual([]);
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
  await expect(monitors.page.getByTestId('write-status')).toContainText('Waiting to be sent');
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
