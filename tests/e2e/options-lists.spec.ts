import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { keepScreenshot, seriousA11yViolations } from './support/commands';

/** The options lists at the scale users have: a server with 10,000 monitors. */
test.use({ monitorCount: 10_000 });
test.setTimeout(180_000);

const ALL = '10,000 monitors';

async function monitorsList(page: Page) {
  const list = page.getByTestId('list-monitors');
  // The first sync brings 10,000 monitors page by page: the count says when all are here.
  await expect(page.getByTestId('list-count')).toHaveText(ALL, { timeout: 120_000 });
  return list;
}

const shownNames = (page: Page) =>
  page.getByTestId('list-monitors').locator('.record-name').allTextContents();

test('10,000 monitors: a screenful of rows, a count, search that narrows as you type, sortable headers', async ({
  openOptions,
  server,
}) => {
  const page = await openOptions('#/monitors');
  const list = await monitorsList(page);
  // Only what is in view (and a few beyond) is in the page, never 10,000 rows.
  const drawn = await list.getByTestId('record-row').count();
  expect(drawn).toBeGreaterThan(5);
  expect(drawn).toBeLessThan(80);

  const monitors = [...server.context.state.monitoring.monitors.values()];
  const search = page.getByRole('searchbox', { name: 'Search monitors' });
  await search.pressSequentially('eu-');
  const matching = monitors.filter((m) =>
    `${m.name} ${m.uri} ${m.type}`.toLowerCase().includes('eu-'),
  ).length;
  expect(matching).toBeGreaterThan(0);
  await expect(page.getByTestId('list-count')).toHaveText(
    `${ALL} · ${matching.toLocaleString('en')} shown`,
  );

  await search.fill('');
  // Down first, as in the popup, until a header says otherwise.
  const statusHeader = list.getByRole('columnheader', { name: 'Status' });
  const firstBadge = list.getByTestId('record-row').first().getByTestId('status-badge');
  await expect(statusHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstBadge).toHaveText('Down');
  const nameHeader = list.getByRole('columnheader', { name: 'Name' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(statusHeader).toHaveAttribute('aria-sort', 'none');
  // Enter on a header sorts too: a second time, the other way.
  await nameHeader.getByRole('button').press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  const collator = new Intl.Collator('en', { numeric: true });
  const last = monitors
    .map((m) => m.name)
    .sort(collator.compare)
    .at(-1);
  await expect.poll(async () => (await shownNames(page))[0]).toBe(last);

  // Scrolled to the end, the last rows are drawn (and still not all of them).
  await list.evaluate((table) => {
    const scroller = table.closest('[data-testid="list-scroller"]') as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
  });
  await expect(list.getByTestId('record-row').last()).toHaveAttribute('aria-rowindex', '10001');
  expect(await list.getByTestId('record-row').count()).toBeLessThan(80);
});

test('status badges: Down stands out in light and dark, with text, and the list passes axe', async ({
  openOptions,
}) => {
  const page = await openOptions('#/monitors');
  await page.setViewportSize({ width: 1280, height: 800 });
  const list = await monitorsList(page);
  const statusSort = list.getByRole('columnheader', { name: 'Status' }).getByRole('button');
  const firstBadge = list.getByTestId('status-badge').first();
  const firstBackground = () => firstBadge.evaluate((el) => getComputedStyle(el).backgroundColor);
  // Ascending status (the first order) puts Down first; descending, Paused (listed last, as in
  // the popup: lib/model/rows.ts MONITOR_RANK).
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await statusSort.click();
    await expect(list.getByRole('columnheader', { name: 'Status' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(firstBadge).toHaveText('Paused');
    const paused = await firstBackground();
    await statusSort.click();
    await expect(firstBadge).toHaveText('Down');
    expect(await firstBackground()).not.toBe(paused);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, `options-monitors-${scheme}.png`);
  }
});

test('a maintenance window picks monitors by search: counted, "select all shown", never 10,000 boxes', async ({
  openOptions,
  server,
}) => {
  const page = await openOptions('#/monitors');
  await monitorsList(page);
  await page.evaluate(() => (location.hash = '#/windows/new'));
  const form = page.getByTestId('form-windows-new');
  const picker = form.getByTestId('choice-picker');
  await expect(picker.getByTestId('picker-count')).toHaveText('None of 10,000 selected');
  expect(await picker.getByRole('checkbox').count()).toBeLessThan(60);

  const monitors = [...server.context.state.monitoring.monitors.values()];
  const wanted = monitors.filter((m) => m.name.toLowerCase().includes('payments'));
  expect(wanted.length).toBeGreaterThan(1);
  await picker.getByRole('searchbox').pressSequentially('payments');
  await picker.getByRole('button', { name: `Select all ${wanted.length} shown` }).click();
  await expect(picker.getByTestId('picker-count')).toHaveText(
    `${wanted.length} of 10,000 selected`,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  await form.getByLabel('Name').fill('Payments quiet hour');
  const start = new Date(Date.now() + 3600_000);
  const local = (at: Date) =>
    new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await form.getByLabel('Start', { exact: true }).fill(local(start));
  await form.getByLabel('End', { exact: true }).fill(local(new Date(start.getTime() + 3600_000)));
  await form.getByRole('button', { name: /^Create/ }).click();
  await expect
    .poll(
      () =>
        [...server.context.state.monitoring.windows.values()]
          .find((w) => w.name === 'Payments quiet hour')
          ?.monitors.slice()
          .sort(),
      { timeout: 15_000 },
    )
    .toEqual(wanted.map((m) => m.id).sort());
});
