import { expect, test } from './fixtures';
import { buyOnTicketsPage, confirmedCode, doorPage } from './pages/tickets';
import { sendCommand, seriousA11yViolations, syncRound } from './support/commands';
import { tableRows } from './support/worker';

test('monitoring sign-in reports who, and each kind of failure precisely', async ({
  openOptions,
  server,
}) => {
  const page = await openOptions('#/connections');
  const form = page.getByTestId('connection-monitoring');
  const result = page.getByTestId('monitoring-sign-in');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await form.getByLabel('Password').fill('wrong');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(result).toContainText('refused the sign-in');
  expect(await result.textContent()).not.toContain('wrong');

  await form.getByLabel('Password').fill('demo');
  // A server that is there but is not this API: every path 404s.
  await form.getByLabel('Server address').fill(`${server.url}/elsewhere`);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(result).toContainText('not as this service does');

  await form.getByLabel('Server address').fill('http://127.0.0.1:9');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(result).toContainText('could not reach the server');

  await form.getByLabel('Server address').fill(server.url);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(result).toHaveText(
    'Signed in as demo@example.com. Gatehouse renews the sign-in by itself when needed.',
  );

  await form.getByRole('button', { name: 'Sign out' }).click();
  await expect(result).toHaveCount(0);
  await expect(form.getByLabel('Password')).toHaveValue('');
});

test('the museum connection test says when the credentials are wrong', async ({ openOptions }) => {
  const page = await openOptions('#/connections');
  const form = page.getByTestId('connection-museum');
  await form.getByLabel('Password').fill('nope');
  await form.getByRole('button', { name: 'Save and test connection' }).click();
  await expect(page.getByTestId('museum-sign-in')).toContainText('refused the sign-in');
  await form.getByLabel('Password').fill('demo');
  await form.getByRole('button', { name: 'Save and test connection' }).click();
  await expect(page.getByTestId('museum-sign-in')).toHaveText('Connected to the museum.');
});

test('a route override is validated, and a good one changes the URL requested', async ({
  openOptions,
  openPopup,
  server,
}) => {
  const page = await openOptions('#/advanced');
  const routes = page.getByTestId('route-overrides');
  await routes
    .getByLabel('Monitoring API routes (JSON)')
    .fill('{ "listMonitorz": "/x", "updateMonitor": { "path": "/no-id" } }');
  await routes.getByRole('button', { name: 'Save routes' }).click();
  await expect(routes.getByRole('alert')).toContainText('listMonitorz');
  await expect(routes.getByRole('alert')).toContainText('updateMonitor');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await routes
    .getByLabel('Monitoring API routes (JSON)')
    .fill(
      '{ "listCategories": { "method": "GET", "path": "/endpoints/v1/categories/list?via=override" } }',
    );
  await routes.getByRole('button', { name: 'Save routes' }).click();
  await expect(routes.getByRole('status')).toContainText('Saved');
  server.context.log.clear();
  await syncRound(await openPopup(), 'categories');
  expect(
    server.context.log.entries.find((e) => e.path === '/endpoints/v1/categories/list')?.query,
  ).toMatchObject({ via: 'override' });
});

test('export holds the cached records and no secret; clearing keeps bought tickets', async ({
  context,
  extensionId,
  openOptions,
  server,
}) => {
  const page = await openOptions('#/tickets');
  await buyOnTicketsPage(page, 'general');
  const code = await confirmedCode(page);
  await expect.poll(async () => (await tableRows(context, 'ticketImages')).length).toBe(1);
  await page.evaluate(() => (location.hash = '#/advanced'));
  await expect
    .poll(async () => (await sendCommand(page, 'exportData', {})).tables.monitors?.length)
    .toBe(server.context.state.monitoring.monitors.size);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export').click();
  const file = await (await downloading).path();
  const text = (await import('node:fs')).readFileSync(file, 'utf8');
  expect(JSON.parse(text).tables.monitors.length).toBe(
    server.context.state.monitoring.monitors.size,
  );
  for (const secret of ['"demo"', 'hunter2-demo', 'staff-only-2024', 'token'])
    expect(text).not.toContain(secret);

  // Offline, one change and one purchase wait in the outbox; the bought ticket is only here.
  await context.setOffline(true);
  const monitor = [...server.context.state.monitoring.monitors.values()][0];
  await sendCommand(page, 'submitWrite', {
    operation: 'pauseMonitor',
    recordId: monitor?.id ?? 'mon_1',
    payload: { paused: true },
  });
  await page.evaluate(() => (location.hash = '#/tickets'));
  await buyOnTicketsPage(page, 'general');
  await page.evaluate(() => (location.hash = '#/advanced'));
  await page.getByTestId('clear-data').click();
  await expect(page.getByTestId('clear-unsent')).toHaveText(
    '2 changes not sent yet will be lost, including 1 ticket purchase the museum has not confirmed.',
  );
  await expect(page.getByTestId('clear-tickets-kept')).toHaveText('Your 1 bought ticket is kept.');
  const alsoTickets = page.getByLabel(
    'Also delete my 1 bought ticket — the museum cannot send it again',
  );
  await expect(alsoTickets).not.toBeChecked();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Yes, clear' }).click();
  await expect(page.getByTestId('data-status')).toHaveText(
    'Local data cleared. Monitors and museum data will be synced again from the servers. Your 1 bought ticket was kept.',
  );
  expect((await sendCommand(page, 'exportData', {})).tables.monitors).toEqual([]);
  expect(await tableRows(context, 'outbox')).toEqual([]);
  const kept = await tableRows<{ state: string; confirmationCode: string }>(context, 'tickets');
  expect(kept.map((t) => [t.state, t.confirmationCode])).toEqual([['bought', code]]);
  const door = doorPage(await context.newPage());
  await door.page.goto(`chrome-extension://${extensionId}/door.html`);
  await expect(door.code).toHaveText(code);
  await expect(door.qr).toBeVisible();

  // Deleting tickets is a separate, explicit choice with its own warning.
  await page.getByTestId('clear-data').click();
  await expect(page.getByTestId('clear-unsent')).toHaveCount(0);
  await alsoTickets.check();
  await expect(page.getByTestId('clear-tickets-kept')).toHaveCount(0);
  await expect(page.getByTestId('clear-tickets-lost')).toHaveText(
    'Your 1 bought ticket and its QR code will be deleted for good, and the door view will have nothing to show. Note the confirmation code first if you still need it.',
  );
  await page.getByRole('button', { name: 'Yes, clear and delete 1 ticket' }).click();
  await expect(page.getByTestId('data-status')).toContainText(
    'Your 1 bought ticket was deleted too.',
  );
  expect(await tableRows(context, 'tickets')).toEqual([]);
  expect(await tableRows(context, 'ticketImages')).toEqual([]);
});
