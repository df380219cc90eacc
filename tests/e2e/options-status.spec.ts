import { expect, test } from './fixtures';
import { optionsRecords, valuesOf } from './pages/options-resource-section';
import { seriousA11yViolations } from './support/commands';
import { required } from './support/worker';

test('a status page is created with every setting, edited and deleted', async ({
  openOptions,
  server,
}) => {
  const state = () => server.context.state.monitoring;
  const [first, second, third] = valuesOf(state().monitors);
  const monitorA = required(first, 'monitor');
  const monitorB = required(second, 'second monitor');
  const monitorC = required(third, 'third monitor');
  const section = optionsRecords(await openOptions('#/pages'), 'pages');
  await section.loaded();
  expect(await seriousA11yViolations(section.page)).toEqual([]);

  await section.startNew();
  expect(await seriousA11yViolations(section.page)).toEqual([]);
  const form = section.newForm;
  await form.getByLabel('Name').fill('Docs status');
  await form.getByLabel('Subdomain').fill('docs-status');
  await form.getByLabel('Custom domain').fill('status.docs.example.com');
  await form.getByLabel('Layout').selectOption({ label: 'Grid' });
  await form.getByLabel('Default colour scheme').selectOption({ label: 'Dark' });
  await form.getByLabel('Count visitors with web analytics').check();
  await form.getByLabel('Show the monitoring service’s logo (“powered by”)').uncheck();
  await form.getByLabel('Show each monitor’s address (URL or host)').check();
  await form.getByLabel('Let visitors subscribe to updates').check();
  await (await section.choice('new', 'monitors', monitorA.name)).check();
  await (await section.choice('new', 'monitors', monitorB.name)).check();
  await form.getByRole('button', { name: 'Create status page' }).click();
  await expect
    .poll(() => valuesOf(state().pages).find((p) => p.subdomain === 'docs-status'))
    .toMatchObject({
      name: 'Docs status',
      domain: 'status.docs.example.com',
      layout: 'grid',
      lighting: 'dark',
      analytics: 1,
      seo: 1,
      access: 0,
      poweredBy: 0,
      uri: 1,
      duration: 1,
      paused: 0,
      subscribe: 1,
      status: 1,
      details: 0,
      newMonitors: 0,
      monitors: [monitorA.id, monitorB.id],
    });
  const id = required(
    valuesOf(state().pages).find((p) => p.subdomain === 'docs-status'),
    'new page',
  ).id;
  await section.openCreated('Docs status', id);
  expect(await seriousA11yViolations(section.page)).toEqual([]);

  // The edit form reads the response's names back (webAnalytics → analytics, …).
  const edit = section.editForm;
  await expect(edit.getByLabel('Layout')).toHaveValue('grid');
  await expect(edit.getByLabel('Default colour scheme')).toHaveValue('dark');
  await expect(edit.getByLabel('Count visitors with web analytics')).toBeChecked();
  await expect(
    edit.getByLabel('Show the monitoring service’s logo (“powered by”)'),
  ).not.toBeChecked();
  await expect(await section.choice('edit', 'monitors', monitorB.name)).toBeChecked();
  await edit.getByLabel('Homepage link').fill('https://docs.example.com/');
  await edit
    .getByLabel('Logo for light backgrounds (URL)')
    .fill('https://docs.example.com/logo.svg');
  await edit
    .getByLabel('Logo for dark backgrounds (URL)')
    .fill('https://docs.example.com/dark.svg');
  await edit.getByLabel('Favicon (URL)').fill('https://docs.example.com/favicon.ico');
  await edit.getByLabel('Let search engines index the page').uncheck();
  await edit.getByLabel('Show each monitor’s uptime').uncheck();
  await edit.getByLabel('Hide paused monitors').check();
  await edit.getByLabel('Show status updates').uncheck();
  await edit.getByLabel('Show monitor details').check();
  await edit.getByLabel('Add new monitors to this page automatically').check();
  await (await section.choice('edit', 'monitors', monitorA.name)).uncheck();
  await (await section.choice('edit', 'monitors', monitorC.name)).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(() => state().pages.get(id))
    .toMatchObject({
      homepage: 'https://docs.example.com/',
      logo: 'https://docs.example.com/logo.svg',
      logoDark: 'https://docs.example.com/dark.svg',
      favicon: 'https://docs.example.com/favicon.ico',
      seo: 0,
      duration: 0,
      paused: 1,
      status: 0,
      details: 1,
      newMonitors: 1,
      monitors: [monitorB.id, monitorC.id],
    });

  await section.remove();
  await expect.poll(() => state().pages.has(id)).toBe(false);
  await expect(section.row('Docs status')).toHaveCount(0);
});

test('a status page edited offline waits, then reaches the server once when back online', async ({
  context,
  openOptions,
  server,
}) => {
  const state = () => server.context.state.monitoring;
  const page = required(
    valuesOf(state().pages).find((p) => p.name === 'Partner API status'),
    'Partner API status page',
  );
  const section = optionsRecords(await openOptions('#/pages'), 'pages');
  await section.loaded();
  await section.open('Partner API status');

  await context.setOffline(true);
  await section.editForm.getByLabel('Name').fill('Partner API health');
  await section.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(section.detail.getByTestId('write-status')).toContainText('Not sent yet');
  await section.goTo('#/pages');
  await expect(section.row('Partner API health')).toContainText('not sent yet');
  expect(state().pages.get(page.id)?.name).toBe('Partner API status');

  await context.setOffline(false);
  await expect
    .poll(() => state().pages.get(page.id)?.name, { timeout: 20_000 })
    .toBe('Partner API health');
  await expect(section.row('Partner API health').locator('.badge')).toHaveCount(0);
  const puts = server.context.log.entries.filter(
    (e) => e.method === 'PUT' && e.path.endsWith(`/status/pages/update/${page.id}`),
  );
  expect(puts).toHaveLength(1);
  expect(puts[0]?.body).toEqual({ name: 'Partner API health' });
});

test('a status page is password protected through its own form, then made public again', async ({
  openOptions,
  server,
}) => {
  const state = () => server.context.state.monitoring;
  const page = required(
    valuesOf(state().pages).find((p) => p.name === 'Example Inc. status'),
    'public status page',
  );
  const id = page.id;
  const section = optionsRecords(await openOptions('#/pages'), 'pages');
  await section.loaded();
  await expect(section.row(page.name)).toContainText('Public');
  await section.open(page.name);
  // Access has its own form: the server takes a password only through the authentication call.
  const access = section.page.getByTestId('page-access-form');
  await access.getByRole('radio', { name: 'Password protected' }).check();
  await access.getByLabel('Password', { exact: true }).fill('short');
  await access.getByRole('button', { name: 'Update access' }).click();
  await expect(access.getByRole('alert')).toContainText('at least 6 characters');
  await access.getByLabel('Password', { exact: true }).fill('docs-secret-42');
  await access.getByRole('button', { name: 'Update access' }).click();
  await expect.poll(() => state().pages.get(id)?.access).toBe(1);
  expect(state().pages.get(id)?.password).toBe('docs-secret-42');
  await expect(access).toContainText('only visitors with the password');
  expect(JSON.stringify(server.context.log.entries)).not.toContain('docs-secret-42');

  await access.getByRole('radio', { name: 'Public' }).check();
  await access.getByRole('button', { name: 'Update access' }).click();
  await expect.poll(() => state().pages.get(id)?.access).toBe(0);
  expect(state().pages.get(id)?.password).toBeNull();

  await expect(section.detail.getByTestId('page-access-form')).toContainText('everyone (public)');
});
