import { forgetCategory } from '../server/monitoring/cascade';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { resourceSection } from './pages/options-monitoring';
import { required, tableRows } from './support/worker';

/** The server's own records and request log, read in-process. */
const storedMonitors = (server: RunningServer) => [
  ...server.context.state.monitoring.monitors.values(),
];
const requestsTo = (server: RunningServer, method: string, path: RegExp) =>
  server.context.log.entries.filter((e) => e.method === method && path.test(e.path));

test('a monitor is created, edited and deleted from the options page; the server gets every field', async ({
  openOptions,
  server,
}) => {
  const category = required(
    [...server.context.state.monitoring.categories.values()][0],
    'category',
  );
  const monitors = resourceSection(await openOptions('#/monitors'), 'monitors');
  await expect(monitors.rows.first()).toBeVisible();
  await monitors.newButton.click();

  const field = (label: string) => monitors.field('new', label);
  await field('Name').fill('Checkout API');
  await field('Type').selectOption('http');
  await expect(field('Port')).toHaveCount(0); // only for port monitors
  await field('Address').fill('https://checkout.example.com/health');
  await field('Category').selectOption({ label: category.name });
  await field('Check every (seconds)').fill('60');
  await field('Method').selectOption('POST');
  await field('Request body').fill('{"probe":true}');
  await monitors.button('Add header').click();
  await monitors.page.getByLabel('Request headers 1 name').fill('X-Probe');
  await monitors.page.getByLabel('Request headers 1 value').fill('gatehouse');
  await monitors.page
    .getByRole('textbox', { name: 'Accepted status codes 2', exact: true })
    .fill('418');
  await field('Authentication').selectOption('basic');
  await field('User name').fill('probe');
  await field('Password or token').fill('s3cret-pass');
  await field('Alert on certificate errors').check();
  await monitors.button('Create monitor').click();

  await expect
    .poll(() => storedMonitors(server).filter((m) => m.name === 'Checkout API').length)
    .toBe(1);
  const created = required(
    storedMonitors(server).find((m) => m.name === 'Checkout API'),
    'new monitor',
  );
  // The API never returns authPassword or body; the server's own record shows they arrived.
  expect(created).toMatchObject({
    type: 'http',
    uri: 'https://checkout.example.com/health',
    category: category.id,
    interval: 60,
    method: 'POST',
    body: '{"probe":true}',
    headers: [{ name: 'X-Probe', value: 'gatehouse' }],
    upCodes: ['2xx', '418'],
    authType: 'basic',
    authUsername: 'probe',
    authPassword: 's3cret-pass',
    sslErrors: 'yes',
  });
  // The page follows the record from its temporary id to the server's.
  await expect(monitors.page).toHaveURL(new RegExp(`#/monitors/${created.id}$`));
  await expect(monitors.heading).toHaveText('Checkout API');

  const edit = (label: string) => monitors.field('edit', label);
  await expect(edit('Method')).toHaveValue('POST');
  await expect(edit('User name')).toHaveValue('probe');
  await expect(edit('Password or token')).toHaveValue(''); // never prefilled: the API never returns it
  await expect(monitors.page.getByLabel('Request headers 1 value')).toHaveValue('gatehouse');
  await edit('Name').fill('Checkout API v2');
  await edit('Type').selectOption('keyword');
  await edit('Keyword to find').fill('"status":"ok"');
  await monitors.button('Save changes').click();
  await expect
    .poll(() => server.context.state.monitoring.monitors.get(created.id)?.name)
    .toBe('Checkout API v2');
  expect(server.context.state.monitoring.monitors.get(created.id)).toMatchObject({
    type: 'keyword',
    json: '"status":"ok"',
    authPassword: 's3cret-pass', // kept: an edit that leaves it blank does not clear it
    body: '{"probe":true}',
  });
  const [put] = requestsTo(server, 'PUT', new RegExp(`/monitors/update/${created.id}$`));
  // Only what changed, plus the uri its new type's rules check along with it.
  expect(put?.body).toEqual({
    name: 'Checkout API v2',
    type: 'keyword',
    json: '"status":"ok"',
    uri: 'https://checkout.example.com/health',
  });

  await monitors.button('Delete monitor').click();
  await monitors.button('Yes, delete').click();
  await expect(monitors.page).toHaveURL(/#\/monitors$/);
  await expect.poll(() => server.context.state.monitoring.monitors.has(created.id)).toBe(false);
  await expect(monitors.row('Checkout API v2')).toHaveCount(0);
});

test('a bad address is refused before anything is queued, next to the field', async ({
  context,
  openOptions,
  server,
}) => {
  const monitors = resourceSection(await openOptions('#/monitors/new'), 'monitors');
  await monitors.field('new', 'Name').fill('Bad address');
  await monitors.field('new', 'Type').selectOption('http');
  await monitors.field('new', 'Address').fill('not a url');
  await monitors.button('Create monitor').click();
  // Said with the form's own label, not the API's field name.
  await expect(monitors.errorOf('new', 'uri')).toHaveText(
    'Address must be a web address starting with http:// or https://',
  );
  await expect(monitors.field('new', 'Address')).toHaveAttribute('aria-invalid', 'true');
  await expect(monitors.page).toHaveURL(/#\/monitors\/new$/);
  expect(await tableRows(context, 'outbox')).toHaveLength(0);
  expect(requestsTo(server, 'POST', /\/monitors\/new$/)).toHaveLength(0);
});

test("the server's own refusal (422) is shown next to the field it names", async ({
  openOptions,
  server,
}) => {
  const state = server.context.state.monitoring;
  const category = required([...state.categories.values()][0], 'category');
  const target = required(
    storedMonitors(server).find((m) => m.category !== category.id),
    'monitor outside the category',
  );
  const monitors = resourceSection(await openOptions(`#/monitors/${target.id}`), 'monitors');
  const select = monitors.field('edit', 'Category');
  await expect(select.locator('option', { hasText: category.name })).toHaveCount(1);
  // Someone deletes the category elsewhere; Gatehouse's copy still offers it until its next sync.
  forgetCategory(state, category.id);
  await select.selectOption({ label: category.name });
  await monitors.button('Save changes').click();

  await expect(monitors.errorOf('edit', 'category')).toContainText(
    'Category must be an existing category id',
  );
  await expect(monitors.page.getByTestId('write-status')).toContainText('Refused');
  expect(state.monitors.get(target.id)?.category).toBe(target.category);
});
