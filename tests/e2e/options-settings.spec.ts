import { expect, test } from './fixtures';
import { sendCommand, seriousA11yViolations } from './support/commands';

test('monitoring sign-in reports who and until when, and each kind of failure precisely', async ({
  openOptions,
  server,
}) => {
  const page = await openOptions('#/connections');
  const form = page.getByTestId('connection-monitoring');
  const result = page.getByTestId('monitoring-result');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await form.getByLabel('Password').fill('wrong');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(result).toContainText('refused the sign-in');
  expect(await result.textContent()).not.toContain('wrong');

  await form.getByLabel('Password').fill('demo');
  // A server that is there but is not this API: every path 404s.
  await form.getByLabel('Server address').fill(`${server.url}/elsewhere`);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(result).toContainText('not as this API does');

  await form.getByLabel('Server address').fill('http://127.0.0.1:9');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(result).toContainText('could not reach the server');

  await form.getByLabel('Server address').fill(server.url);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(result).toContainText('Signed in as demo@example.com');
  await expect(page.getByTestId('monitoring-session')).toContainText(
    'Signed in as demo@example.com, until',
  );

  await form.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('monitoring-session')).toHaveCount(0);
  await expect(form.getByLabel('Password')).toHaveValue('');
});

test('the museum connection test says when the credentials are wrong', async ({ openOptions }) => {
  const page = await openOptions('#/connections');
  const form = page.getByTestId('connection-museum');
  await form.getByLabel('Password').fill('nope');
  await form.getByRole('button', { name: 'Save and test connection' }).click();
  await expect(page.getByTestId('museum-result')).toContainText('refused the sign-in');
  await form.getByLabel('Password').fill('demo');
  await form.getByRole('button', { name: 'Save and test connection' }).click();
  await expect(page.getByTestId('museum-result')).toHaveText('Connected to the museum.');
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
  await sendCommand(await openPopup(), 'refresh', { resources: ['categories'] });
  expect(
    server.context.log.entries.find((e) => e.path === '/endpoints/v1/categories/list')?.query,
  ).toMatchObject({ via: 'override' });
});

test('export holds the cached records and no secret; clearing warns about unsent changes', async ({
  context,
  openOptions,
  server,
}) => {
  const page = await openOptions('#/advanced');
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

  await context.setOffline(true);
  const monitor = [...server.context.state.monitoring.monitors.values()][0];
  await sendCommand(page, 'submitWrite', {
    operation: 'pauseMonitor',
    recordId: monitor?.id ?? 'mon_1',
    payload: { paused: true },
  });
  await page.getByTestId('clear-data').click();
  await expect(page.getByRole('alert')).toContainText(
    '1 change(s) have not reached the server and will be lost',
  );
  await page.getByRole('button', { name: 'Yes, clear' }).click();
  await expect(page.getByTestId('data-status')).toContainText('Local data cleared');
  expect((await sendCommand(page, 'exportData', {})).tables.monitors).toEqual([]);
});

test('the outbox inspector lists a failed write with the server message, and retry/discard work', async ({
  openOptions,
  server,
}) => {
  const page = await openOptions('#/outbox');
  await expect(page.getByTestId('outbox-summary')).toHaveText(
    'Everything you changed has reached the server.',
  );
  server.context.faults.add({
    method: 'POST',
    path: '/endpoints/v1/categories/new',
    kind: 'status',
    status: 422,
    times: 1,
  });
  await sendCommand(page, 'submitWrite', {
    operation: 'createCategory',
    payload: { name: 'Refused once' },
  });
  const row = page.getByTestId('outbox-row');
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('HTTP 422');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await row.getByRole('button', { name: 'Retry now' }).click();
  await expect(page.getByTestId('outbox-summary')).toHaveText(
    'Everything you changed has reached the server.',
  );
  expect(
    [...server.context.state.monitoring.categories.values()].filter(
      (c) => c.name === 'Refused once',
    ),
  ).toHaveLength(1);
});
