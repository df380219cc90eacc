import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { optionsRecords, valuesOf } from './pages/options-resource-section';
import { refusePauseOnce } from './support/e2e-server';

/**
 * Bulk edits in the options Monitors list: one outbox write per monitor selected, through the
 * worker, judged by the server's request log and state and by what the list shows.
 */

/** The monitors list, opened once the first sync has brought all of the server's monitors. */
async function openMonitors(openOptions: (hash: string) => Promise<Page>, server: RunningServer) {
  const page = await openOptions('#/monitors');
  // Tall enough that the demo's 36 monitors are all drawn: a range is clicked end to end.
  await page.setViewportSize({ width: 1280, height: 1600 });
  const total = server.context.state.monitoring.monitors.size;
  await expect(page.getByTestId('list-count')).toHaveText(`${total} monitors`);
  await optionsRecords(page, 'monitors').loaded();
  return page;
}

/** The row's selection box, found as a screen reader user would: by its label. */
const boxOf = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `Select ${name}`, exact: true });

/** Names of the rows in the order the list shows them. */
const shownNames = (page: Page) =>
  page.getByTestId('list-monitors').locator('.record-name').allTextContents();

/** Requests the server was sent since `from` (a log index): method and the path's last part. */
function requestsSince(server: RunningServer, from: number, method: string, part: string) {
  return server.context.log.entries
    .slice(from)
    .filter((e) => e.method === method && e.path.includes(part))
    .map((e) => e.path.split('/').at(-1) ?? '');
}

const idsNamed = (server: RunningServer, names: readonly string[]) =>
  valuesOf(server.context.state.monitoring.monitors)
    .filter((m) => names.includes(m.name))
    .map((m) => m.id)
    .sort();

test('twenty monitors selected by a shift-click range and single clicks are paused: twenty writes, exactly those', async ({
  openOptions,
  server,
}) => {
  const page = await openMonitors(openOptions, server);
  const monitors = server.context.state.monitoring.monitors;
  const pausedBefore = new Map(valuesOf(monitors).map((m) => [m.id, m.pause]));
  // Down first, then pending, up, and paused last: the first rows are all running.
  const names = await shownNames(page);
  const range = names.slice(0, 15);
  const singles = [names[17], names[19], names[21], names[23], names[25]] as string[];
  const chosen = [...range, ...singles];

  await boxOf(page, range[0] as string).click();
  await boxOf(page, range.at(-1) as string).click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('bulk-count')).toHaveText('15 selected');
  for (const name of singles) await boxOf(page, name).click();
  await expect(page.getByTestId('bulk-count')).toHaveText('20 selected');
  for (const name of chosen) await expect(boxOf(page, name)).toBeChecked();
  await expect(boxOf(page, names[15] as string)).not.toBeChecked();

  const from = server.context.log.entries.length;
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByTestId('bulk-progress')).toHaveText('Done: 20 of 20 sent.');
  // The selection is cleared once the edit is queued.
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);

  const patched = requestsSince(server, from, 'PATCH', '/monitors/pause/');
  expect(patched.sort()).toEqual(idsNamed(server, chosen));
  for (const monitor of monitors.values())
    expect(monitor.pause).toBe(
      chosen.includes(monitor.name) ? 'paused' : pausedBefore.get(monitor.id),
    );

  // The list says so: filtered to Paused, it holds these twenty and the three paused before.
  await page.getByTestId('filter-monitors-status').selectOption({ label: 'Paused' });
  await expect(page.getByTestId('list-count')).toHaveText(`${monitors.size} monitors · 23 shown`);
  const paused = await shownNames(page);
  for (const name of chosen) expect(paused).toContain(name);

  // Pausing them again sends nothing: each is already paused, and the summary says so.
  await page.getByRole('checkbox', { name: 'Select all 23 shown' }).click();
  await expect(page.getByTestId('bulk-count')).toHaveText('23 selected');
  const again = server.context.log.entries.length;
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByTestId('bulk-progress')).toHaveText(
    'Nothing to send. 23 skipped: already paused.',
  );
  expect(requestsSince(server, again, 'PATCH', '/monitors/pause/')).toEqual([]);
});

test('a bulk delete asks once, naming the count, and deletes exactly those; "Keep them" deletes nothing', async ({
  openOptions,
  server,
}) => {
  const page = await openMonitors(openOptions, server);
  const monitors = server.context.state.monitoring.monitors;
  // A search narrows the list; "select all shown" takes what it shows, nothing else.
  const search = page.getByRole('searchbox', { name: 'Search monitors' });
  await search.fill('api');
  const chosen = valuesOf(monitors)
    .filter((m) => `${m.name} ${m.uri} ${m.type}`.toLowerCase().includes('api'))
    .map((m) => m.name);
  expect(chosen.length).toBeGreaterThan(2);
  const chosenIds = idsNamed(server, chosen);
  const total = monitors.size - chosen.length;
  const all = page.getByRole('checkbox', { name: `Select all ${chosen.length} shown` });
  await all.click();
  await expect(page.getByTestId('bulk-count')).toHaveText(`${chosen.length} selected`);
  await search.fill('');
  await expect(all).toHaveCount(0);
  // The search gone, the header box says some of those shown are selected.
  const header = page.getByRole('checkbox', { name: `Select all ${total + chosen.length} shown` });
  await expect(header).not.toBeChecked();
  expect(await header.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);

  const from = server.context.log.entries.length;
  const bar = page.getByTestId('bulk-bar');
  const dialog = page.getByRole('dialog');
  const question = `Delete ${chosen.length} monitors? This cannot be undone.`;
  await bar.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toHaveText(new RegExp(question.replace('?', '\\?')));
  // The safe answer has the focus: a stray Enter keeps them.
  await expect(dialog.getByRole('button', { name: 'Keep them' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bulk-count')).toHaveText(`${chosen.length} selected`);

  await bar.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByText(question)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByTestId('bulk-progress')).toHaveText(
    `Done: ${chosen.length} of ${chosen.length} sent.`,
  );
  await expect(page.getByTestId('list-count')).toHaveText(`${total} monitors`);
  expect(requestsSince(server, from, 'DELETE', '/monitors/delete/').sort()).toEqual(chosenIds);
  expect(monitors.size).toBe(total);
  for (const monitor of monitors.values()) expect(chosen).not.toContain(monitor.name);
  const left = await shownNames(page);
  for (const name of chosen) expect(left).not.toContain(name);
});

test('move to category moves exactly those selected (keyboard: Space, then shift+Space for the range), skipping those already there', async ({
  openOptions,
  server,
}) => {
  const page = await openMonitors(openOptions, server);
  const { monitors, categories } = server.context.state.monitoring;
  const target = valuesOf(categories).find((c) => c.name === 'Marketing');
  if (!target) throw new Error('the demo has a Marketing category');
  // By name, so the range is a known stretch of the alphabet.
  await page
    .getByTestId('list-monitors')
    .getByRole('columnheader', { name: 'Name' })
    .getByRole('button')
    .click();
  const names = await shownNames(page);
  const chosen = names.slice(4, 12);
  await boxOf(page, chosen[0] as string).focus();
  await page.keyboard.press('Space');
  await boxOf(page, chosen.at(-1) as string).focus();
  await page.keyboard.press('Shift+Space');
  await expect(page.getByTestId('bulk-count')).toHaveText(`${chosen.length} selected`);
  for (const name of chosen) await expect(boxOf(page, name)).toBeChecked();

  const already = valuesOf(monitors).filter(
    (m) => chosen.includes(m.name) && m.category === target.id,
  );
  const moving = idsNamed(server, chosen).filter((id) => !already.some((m) => m.id === id));
  const otherCategories = new Map(
    valuesOf(monitors)
      .filter((m) => !chosen.includes(m.name))
      .map((m) => [m.id, m.category]),
  );
  const from = server.context.log.entries.length;
  const bar = page.getByTestId('bulk-bar');
  await bar
    .getByRole('combobox', { name: 'Move to category' })
    .selectOption({ label: 'Marketing' });
  await bar.getByRole('button', { name: 'Move', exact: true }).click();
  const skipped = already.length ? ` ${already.length} skipped: already in that category.` : '';
  await expect(page.getByTestId('bulk-progress')).toHaveText(
    `Done: ${moving.length} of ${moving.length} sent.${skipped}`,
  );
  const updated = server.context.log.entries
    .slice(from)
    .filter((e) => e.method === 'PUT' && e.path.includes('/monitors/update/'));
  expect(updated.map((e) => e.path.split('/').at(-1)).sort()).toEqual(moving);
  for (const entry of updated) expect(entry.body).toEqual({ category: target.id });
  for (const monitor of monitors.values())
    expect(monitor.category).toBe(
      chosen.includes(monitor.name) ? target.id : otherCategories.get(monitor.id),
    );
  // The list's Category column (after the box, name, status and type) says so too.
  for (const name of chosen) {
    const row = page
      .getByTestId('record-row')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row.getByRole('cell').nth(4)).toHaveText('Marketing');
  }
});

test('a write the server refuses is named in the summary, in the outbox words, with a link to the outbox', async ({
  openOptions,
  server,
}) => {
  const page = await openMonitors(openOptions, server);
  const names = (await shownNames(page)).slice(0, 3);
  const [refusedName] = names as [string];
  const [refusedId] = idsNamed(server, [refusedName]);
  refusePauseOnce(server, refusedId as string);
  for (const name of names) await boxOf(page, name).click();
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByTestId('bulk-progress')).toHaveText('Done: 2 of 3 sent.');
  const refused = page.getByTestId('bulk-refused');
  await expect(refused).toContainText('1 refused by the server');
  await expect(refused.getByRole('listitem')).toHaveText(
    new RegExp(`^Pause ‘${refusedName}’ — refused: .*422`),
  );
  await refused.getByRole('link', { name: 'Retry or discard them in the outbox' }).click();
  await expect(page.getByTestId('outbox-row')).toContainText(`Pause ‘${refusedName}’ — refused:`);
});

test('offline, a bulk pause queues like any write: nothing sent until the network is back, then all of it', async ({
  openOptions,
  context,
  server,
}) => {
  const page = await openMonitors(openOptions, server);
  const names = (await shownNames(page)).slice(0, 4);
  for (const name of names) await boxOf(page, name).click();
  await context.setOffline(true);
  const from = server.context.log.entries.length;
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByTestId('bulk-progress')).toHaveText('0 of 4 sent…');
  // Shown paused at once, each with the list's word for a change not sent yet.
  for (const name of names) {
    const row = page
      .getByTestId('record-row')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row.getByTestId('status-badge')).toHaveText('Paused');
    await expect(row).toContainText('not sent yet');
  }
  expect(requestsSince(server, from, 'PATCH', '/monitors/pause/')).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('bulk-progress')).toHaveText('Done: 4 of 4 sent.');
  expect(requestsSince(server, from, 'PATCH', '/monitors/pause/').sort()).toEqual(
    idsNamed(server, names),
  );
});

test.describe('at 10,000 monitors', () => {
  test.use({ monitorCount: 10_000 });
  test.setTimeout(180_000);

  test('"select all shown" selects every monitor shown by a search, or all 10,000, drawing only a screenful of boxes', async ({
    openOptions,
  }) => {
    const page = await openOptions('#/monitors');
    await expect(page.getByTestId('list-count')).toHaveText('10,000 monitors', {
      timeout: 120_000,
    });
    const all = page.getByRole('checkbox', { name: 'Select all 10,000 shown' });
    await all.click();
    await expect(page.getByTestId('bulk-count')).toHaveText('10,000 selected');
    const boxes = page.getByTestId('list-monitors').getByRole('checkbox');
    expect(await boxes.count()).toBeLessThan(80);
    await expect(boxes.nth(1)).toBeChecked();

    // Narrowed by a search, the header box stands for what is shown: unticking it unselects them.
    await page.getByRole('searchbox', { name: 'Search monitors' }).fill('eu-');
    const count = await page.getByTestId('list-count').textContent();
    const shownText = /· ([\d,]+) shown/.exec(count ?? '')?.[1] ?? '0';
    const left = (10_000 - Number(shownText.replaceAll(',', ''))).toLocaleString('en');
    expect(shownText).not.toBe('0');
    await page.getByRole('checkbox', { name: `Select all ${shownText} shown` }).click();
    await expect(page.getByTestId('bulk-count')).toHaveText(
      `${left} selected, ${left} of them not shown`,
    );
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
  });
});
