import { expect, test } from './fixtures';
import { optionsRecords, valuesOf } from './pages/options-resource-section';
import { seriousA11yViolations } from './support/commands';
import { required } from './support/worker';

test('an integration is created, edited and deleted from the options page', async ({
  openOptions,
  server,
}) => {
  const state = () => server.context.state.monitoring;
  const section = optionsRecords(await openOptions('#/integrations'), 'integrations');
  await section.loaded();
  expect(await seriousA11yViolations(section.page)).toEqual([]);

  await section.startNew();
  expect(await seriousA11yViolations(section.page)).toEqual([]);
  const form = section.newForm;
  await form.getByLabel('Name').fill('Status webhook');
  await form.getByLabel('Type').selectOption({ label: 'Webhook' });
  await form.getByLabel('Target').fill('https://hooks.example.net/status');
  await expect(form.getByLabel('Enabled')).toBeChecked();
  await form.getByRole('button', { name: 'Create integration' }).click();
  await expect
    .poll(() => valuesOf(state().integrations).find((i) => i.name === 'Status webhook'))
    .toMatchObject({ type: 'webhook', target: 'https://hooks.example.net/status', enabled: 1 });
  const id = required(
    valuesOf(state().integrations).find((i) => i.name === 'Status webhook'),
    'new integration',
  ).id;
  await section.openCreated('Status webhook', id);
  expect(await seriousA11yViolations(section.page)).toEqual([]);

  const edit = section.editForm;
  await edit.getByLabel('Name').fill('Status room');
  await edit.getByLabel('Type').selectOption({ label: 'Slack' });
  await edit.getByLabel('Target').fill('https://hooks.slack.example.com/services/T1/B1/status');
  await edit.getByLabel('Enabled').uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(() => state().integrations.get(id))
    .toMatchObject({
      name: 'Status room',
      type: 'slack',
      target: 'https://hooks.slack.example.com/services/T1/B1/status',
      enabled: 0,
    });

  await section.remove();
  await expect.poll(() => state().integrations.has(id)).toBe(false);
  await expect(section.row('Status room')).toHaveCount(0);
});

test('a seat picks its country code and integrations, and edits start from what it has', async ({
  openOptions,
  server,
}) => {
  const state = () => server.context.state.monitoring;
  const [slack, , , mailbox] = valuesOf(state().integrations);
  const ops = required(slack, 'first integration');
  const mail = required(mailbox, 'fourth integration');
  const section = optionsRecords(await openOptions('#/seats'), 'seats');
  await section.loaded();
  expect(await seriousA11yViolations(section.page)).toEqual([]);

  await section.startNew();
  const form = section.newForm;
  await form.getByLabel('Name').fill('Priya Raman');
  await form.getByLabel('Email', { exact: true }).fill('priya@example.com');
  await form.getByLabel('Country code').selectOption({ label: 'United Kingdom (+44)' });
  await form.getByLabel('Phone number').fill('7700 900456');
  await form.getByLabel('Alert by text message (SMS)').check();
  await (await section.choice('new', 'integrations', `${ops.name} (${ops.type})`)).check();
  expect(await seriousA11yViolations(section.page)).toEqual([]);
  await form.getByRole('button', { name: 'Create seat' }).click();
  await expect
    .poll(() => valuesOf(state().seats).find((s) => s.email === 'priya@example.com'))
    .toMatchObject({
      name: 'Priya Raman',
      telephoneCode: '+44',
      phone: '7700 900456',
      sms: 1,
      call: 0,
      integrations: [ops.id],
    });
  const id = required(
    valuesOf(state().seats).find((s) => s.email === 'priya@example.com'),
    'new seat',
  ).id;
  await section.openCreated('Priya Raman', id);
  expect(await seriousA11yViolations(section.page)).toEqual([]);

  // The record lists integrations as {id, name, type}; the form ticks them by id.
  const edit = section.editForm;
  await expect(
    await section.choice('edit', 'integrations', `${ops.name} (${ops.type})`),
  ).toBeChecked();
  await expect(edit.getByLabel('Country code')).toHaveValue('+44');
  await expect(edit.getByLabel('Alert by text message (SMS)')).toBeChecked();
  await (await section.choice('edit', 'integrations', `${ops.name} (${ops.type})`)).uncheck();
  await (await section.choice('edit', 'integrations', `${mail.name} (${mail.type})`)).check();
  await edit.getByLabel('Country code').selectOption({ label: 'United States, Canada (+1)' });
  await edit.getByLabel('Phone number').fill('202 555 0199');
  await edit.getByLabel('Alert by phone call').check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(() => state().seats.get(id))
    .toMatchObject({
      telephoneCode: '+1',
      phone: '202 555 0199',
      sms: 1,
      call: 1,
      integrations: [mail.id],
    });

  await section.remove();
  await expect.poll(() => state().seats.has(id)).toBe(false);
  await expect(section.row('Priya Raman')).toHaveCount(0);
});

test('a seat the server would refuse is stopped with the reason next to the field', async ({
  openOptions,
  server,
}) => {
  const section = optionsRecords(await openOptions('#/seats/new'), 'seats');
  const form = section.newForm;
  await form.getByLabel('Name').fill('No code');
  await form.getByLabel('Email', { exact: true }).fill('no-code@example.com');
  await form.getByLabel('Phone number').fill('7700 900789');
  await form.getByRole('button', { name: 'Create seat' }).click();
  await expect(form.getByTestId('error-seats-new-telephoneCode')).toHaveText(
    'Country code is needed with a phone number',
  );
  await expect(form.getByLabel('Country code')).toHaveAttribute('aria-invalid', 'true');
  expect(valuesOf(server.context.state.monitoring.seats).map((s) => s.name)).not.toContain(
    'No code',
  );
  expect(server.context.log.entries.filter((e) => e.path.endsWith('/seats/new'))).toEqual([]);
});
