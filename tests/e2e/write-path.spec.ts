import { expect, test } from './fixtures';
import { optionsRecords, valuesOf } from './pages/options-resource-section';
import { popupPage } from './pages/popup';
import { sendCommand, seriousA11yViolations } from './support/commands';
import { required, tableRows } from './support/worker';

// A write the server refuses, or cannot take yet, comes back to the user in their words, with
// what they typed, and is never lost or sent twice.

test('a refused create comes back filled in, the reason by its field, and is sent once fixed', async ({
  openOptions,
  server,
}) => {
  const page = await openOptions('#/categories');
  const section = optionsRecords(page, 'categories');
  await section.loaded();
  await section.startNew();
  await section.newForm.getByLabel('Name').fill('production'); // taken: only the server knows
  await section.newForm.getByLabel('Description').fill('Typed with care');
  await section.newForm.getByRole('button', { name: 'Create category' }).click();

  const refused = page.getByTestId('form-categories-refused');
  await expect(page.getByRole('heading', { name: 'This category was not created' })).toBeVisible();
  await expect(refused.getByLabel('Name')).toHaveValue('production');
  await expect(refused.getByLabel('Description')).toHaveValue('Typed with care');
  // The server says "name is already used…"; the form says it with its own label.
  await expect(refused).toContainText('Name is already used by another category');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await refused.getByLabel('Name').fill('production-eu');
  await refused.getByRole('button', { name: 'Send again' }).click();
  await expect
    .poll(() => valuesOf(server.context.state.monitoring.categories).map((c) => c.name))
    .toContain('production-eu');
  const made = valuesOf(server.context.state.monitoring.categories).filter(
    (c) => c.description === 'Typed with care',
  );
  expect(made.map((c) => c.name)).toEqual(['production-eu']); // once, as fixed
  await expect.poll(async () => (await tableRows(page.context(), 'outbox')).length).toBe(0);
});

test('a refused edit keeps what was typed by its field, and Save sends the fix', async ({
  openOptions,
  server,
}) => {
  const page = await openOptions('#/categories');
  const section = optionsRecords(page, 'categories');
  await section.loaded();
  const category = required(server.context.state.monitoring.categories.get('cat_1'), 'cat_1');
  server.context.faults.add({
    method: 'PUT',
    path: '/endpoints/v1/categories/update/cat_1',
    kind: 'status',
    status: 422,
    times: 1,
  });
  await section.open(category.name);
  await section.editForm.getByLabel('Description').fill('Edited, refused once');
  await section.editForm.getByRole('button', { name: 'Save changes' }).click();

  await expect(section.detail.getByTestId('write-status')).toContainText('Refused');
  await expect(section.editForm.getByLabel('Description')).toHaveValue('Edited, refused once');
  await section.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(() => server.context.state.monitoring.categories.get('cat_1')?.description)
    .toBe('Edited, refused once');
  await expect.poll(async () => (await tableRows(page.context(), 'outbox')).length).toBe(0);
});

test('a refused comment is named in the popup with the comments waiting behind it; Discard lets them go', async ({
  openPopup,
  server,
}) => {
  const incident = required(
    valuesOf(server.context.state.monitoring.incidents).find((i) => i.status === 'open'),
    'open incident',
  );
  server.context.faults.add({
    method: 'POST',
    path: `/endpoints/v1/incidents/comment/${incident.id}`,
    kind: 'status',
    status: 422,
    times: 1,
  });
  const popup = popupPage(await openPopup());
  await popup.loaded();
  for (const comment of ['Refused one', 'Waiting one'])
    await sendCommand(popup.page, 'submitWrite', {
      operation: 'commentOnIncident',
      recordId: incident.id,
      payload: { comment },
    });

  const blocked = popup.page.getByTestId('blocked-write');
  await expect(blocked).toContainText(`Refused: comment on ‘${incident.monitorName}’.`);
  await expect(blocked).toContainText('1 more change waits behind it.');
  expect(await seriousA11yViolations(popup.page)).toEqual([]);
  await blocked.getByRole('button', { name: 'Discard' }).click();

  await expect(blocked).toHaveCount(0);
  await expect
    .poll(() =>
      server.context.state.monitoring.incidents.get(incident.id)?.comments.map((c) => c.comment),
    )
    .toContain('Waiting one');
  const comments = server.context.state.monitoring.incidents.get(incident.id)?.comments ?? [];
  expect(comments.map((c) => c.comment)).not.toContain('Refused one');
});

test('signed out, a queued pause waits in view and goes once the same account signs in', async ({
  context,
  openPopup,
  openOptions,
  server,
}) => {
  const popup = popupPage(await openPopup());
  await popup.loaded();
  const monitor = required(
    valuesOf(server.context.state.monitoring.monitors).find((m) => m.pause === 'active'),
    'active monitor',
  );
  await context.setOffline(true);
  await sendCommand(popup.page, 'submitWrite', {
    operation: 'pauseMonitor',
    recordId: monitor.id,
    payload: { paused: true },
  });
  await sendCommand(popup.page, 'signOut', {});
  await context.setOffline(false);

  await popup.page.reload();
  await expect(popup.page.getByTestId('writes-awaiting-sign-in')).toContainText(
    '1 change waits until you sign in as demo@example.com',
  );
  await sendCommand(popup.page, 'refresh', {});
  expect(server.context.state.monitoring.monitors.get(monitor.id)?.pause).toBe('active');
  expect((await tableRows(context, 'outbox')).map((r) => r.state)).toEqual(['pending']);

  const options = await openOptions('#/connections');
  const form = options.getByTestId('connection-monitoring');
  await form.getByLabel('Email').fill('demo@example.com');
  await form.getByLabel('Password').fill('demo');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect
    .poll(() => server.context.state.monitoring.monitors.get(monitor.id)?.pause)
    .toBe('paused');
  await expect(popup.page.getByTestId('writes-awaiting-sign-in')).toHaveCount(0);
});
