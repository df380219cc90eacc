import { expect, test } from './fixtures';
import { optionsRecords } from './pages/options-resource-section';
import { keepScreenshot, sendCommand, seriousA11yViolations, syncRound } from './support/commands';
import { firstMonitorsPullLanded, required, tableRows } from './support/worker';

/** What must never reach the screen: temporary ids, server ids, queue keys, write code names. */
const RAW = [
  /local-[0-9a-f]{8}/,
  /\b(mon|inc|cat|seat|int|page|ann|win)_\d+/,
  /\b[a-z]+:(local-|[a-z]+_\d)/,
  /\b(create|update|delete|pause|end|set|comment|buy)[A-Z][A-Za-z]+/,
  /attempt\(s\)|change\(s\)/,
];

test('the outbox names each waiting change, when it was made and why it waits, with no ids', async ({
  openOptions,
  context,
  server,
}) => {
  const page = await openOptions('#/outbox');
  await expect(page.getByTestId('outbox-summary')).toHaveText(
    'Nothing left to send: everything you changed has reached the server.',
  );
  await expect.poll(async () => (await tableRows(context, 'incidents')).length).toBeGreaterThan(0);
  // The comment's row names the incident's monitor from the cache: a list pulled apart.
  await firstMonitorsPullLanded(context);
  const state = server.context.state.monitoring;
  const incident = required([...state.incidents.values()][0], 'incident');
  const monitorName = required(state.monitors.get(incident.monitorId), 'its monitor').name;
  const monitor = required([...state.monitors.values()].at(-1), 'monitor');

  // A comment the server refuses…
  server.context.faults.add({
    method: 'POST',
    path: `/endpoints/v1/incidents/comment/${incident.id}`,
    kind: 'status',
    status: 422,
    times: 1,
  });
  await sendCommand(page, 'submitWrite', {
    operation: 'commentOnIncident',
    recordId: incident.id,
    payload: { comment: 'Looking into it' },
  });
  const rows = page.getByTestId('outbox-row');
  await expect(rows.first()).toContainText(`Comment on ‘${monitorName}’ — refused:`);
  await expect(rows.first()).toContainText('HTTP 422');

  // …then, offline, a new category, an edit of it (which must wait for it) and a monitor edit.
  await context.setOffline(true);
  const created = await sendCommand(page, 'submitWrite', {
    operation: 'createCategory',
    payload: { name: 'Typed offline' },
  });
  if (!created.ok) throw new Error('the create was not queued');
  await sendCommand(page, 'submitWrite', {
    operation: 'updateCategory',
    recordId: created.recordId,
    payload: { name: 'Typed offline, renamed' },
  });
  await sendCommand(page, 'submitWrite', {
    operation: 'updateMonitor',
    recordId: monitor.id,
    payload: { name: `${monitor.name} (edited)` },
  });

  await expect(rows).toHaveCount(4);
  await expect(page.getByTestId('outbox-summary')).toHaveText(
    '3 changes not sent yet, 1 refused by the server.',
  );
  // The create's placeholder took the edit at once; the edit itself waits for the create.
  const offline = '— offline: it goes when you are back online';
  await expect(rows.nth(1)).toContainText(`New category ‘Typed offline, renamed’ ${offline}`);
  await expect(rows.nth(2)).toContainText(
    'Changes to ‘Typed offline, renamed’ — waiting for new category ‘Typed offline, renamed’ to go first',
  );
  await expect(rows.nth(3)).toContainText(`Changes to ‘${monitor.name} (edited)’ ${offline}`);
  for (const row of await rows.all())
    await expect(row).toContainText(/made (just now|1 minute ago)/);
  await expect(rows.first().getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(rows.first().getByRole('link', { name: 'Edit' })).toBeVisible();

  const shown = await page.locator('main').innerText();
  for (const pattern of RAW) expect(shown).not.toMatch(pattern);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, `options-outbox-${scheme}.png`);
  }
});

test('Edit opens a refused change as typed; Retry sends it, Discard drops one the server never gets', async ({
  openOptions,
  server,
}) => {
  const page = await openOptions('#/outbox');
  /** A new category the server refuses (422) the first time it is sent. */
  const createRefusedOnce = async (name: string) => {
    server.context.faults.add({
      method: 'POST',
      path: '/endpoints/v1/categories/new',
      kind: 'status',
      status: 422,
      times: 1,
    });
    await sendCommand(page, 'submitWrite', { operation: 'createCategory', payload: { name } });
  };
  const categoriesNamed = (name: string) =>
    [...server.context.state.monitoring.categories.values()].filter((c) => c.name === name);
  const allSent = 'Nothing left to send: everything you changed has reached the server.';

  await createRefusedOnce('Refused once');
  const row = page.getByTestId('outbox-row');
  await expect(row).toContainText('New category ‘Refused once’ — refused:');
  await expect(page.getByTestId('outbox-summary')).toHaveText('1 refused by the server.');

  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/#\/categories\/local-/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Refused once');
  await page.goBack();

  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('outbox-summary')).toHaveText(allSent);
  expect(categoriesNamed('Refused once')).toHaveLength(1);

  await createRefusedOnce('Discarded');
  await expect(row).toContainText('New category ‘Discarded’ — refused:');
  const postsBefore = server.context.log.entries.filter((e) =>
    e.path.endsWith('/categories/new'),
  ).length;
  await row.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByTestId('outbox-summary')).toHaveText(allSent);
  await expect(row).toHaveCount(0);
  const categories = optionsRecords(page, 'categories');
  await categories.goTo('#/categories');
  await categories.loaded();
  await expect(categories.row('Refused once')).toBeVisible();
  await expect(categories.row('Discarded')).toHaveCount(0);
  // A sync after the discard brings nothing back, and the server never got it.
  await syncRound(page, 'categories');
  await expect(categories.row('Discarded')).toHaveCount(0);
  expect(categoriesNamed('Discarded')).toEqual([]);
  expect(server.context.log.entries.filter((e) => e.path.endsWith('/categories/new'))).toHaveLength(
    postsBefore,
  );
});
