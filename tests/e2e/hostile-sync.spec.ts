import type { BrowserContext, Page } from '@playwright/test';
import type { SyncStateRow } from '../../lib/model/rows';
import type { Fault } from '../server/core/faults';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { popupAfterFirstSync, popupPage } from './pages/popup';
import { builtVariable } from './support/e2e-server';
import { tableRows } from './support/worker';

const MONITORS_LIST = '/endpoints/v1/monitors/list';

/** The popup once the whole first sync has landed, with the names it shows. */
async function syncedPopup(context: BrowserContext, page: Page) {
  const popup = await popupAfterFirstSync(context, page);
  return { popup, names: await popup.rowNames() };
}

/** What the last sync of the monitors failed with, as its sync state records it. */
async function monitorsSyncError(context: BrowserContext) {
  const states = await tableRows<SyncStateRow>(context, 'syncState');
  return states.find((state) => state.resource === 'monitors')?.lastError;
}

const inject = (server: RunningServer, fault: Omit<Fault, 'path'>) =>
  server.context.faults.add({ path: MONITORS_LIST, ...fault });

/** With the fault gone, one more press of refresh shows current data again. */
async function recovers(server: RunningServer, popup: ReturnType<typeof popupPage>) {
  server.context.faults.clear();
  await expect(popup.refresh).toBeEnabled({ timeout: 30_000 });
  await popup.refresh.click();
  await expect(popup.overall).toHaveText(/monitors down/, { timeout: 30_000 });
  await expect(popup.page.getByTestId('glance-why')).toHaveCount(0);
}

test('a server that hangs: the popup says it is not answering, not offline, and keeps the data', async ({
  context,
  openPopup,
  server,
}) => {
  const { popup, names } = await syncedPopup(context, await openPopup());
  const cached = (await tableRows(context, 'monitors')).length;
  inject(server, { kind: 'hang' });
  await popup.refresh.click();
  // The extension's own time limit per request (lib/background/api/http/http.ts DEFAULT_TIMEOUT_MS, 15 s).
  await expect(popup.overall).toHaveText('Server not answering — showing saved data', {
    timeout: 30_000,
  });
  await expect(popup.page.getByTestId('glance-why')).toContainText('timed out');
  expect((await popup.rowNames()).slice(0, 5)).toEqual(names.slice(0, 5));
  expect((await tableRows(context, 'monitors')).length).toBe(cached);
  await recovers(server, popup);
});

test('Retry-After of 11 days: the popup shows the local time it retries, within the hour; refresh still tries', async ({
  context,
  openPopup,
  server,
}) => {
  const { popup, names } = await syncedPopup(context, await openPopup());
  inject(server, { kind: 'status', status: 429, retryAfter: 999_999, times: 1 });
  await popup.refresh.click();
  const inAnHour = await popup.page.evaluate(() =>
    [0, 60_000].map((skew) =>
      new Date(Date.now() + 3600_000 - skew).toLocaleTimeString(undefined, {
        hour: '2-digit',
        minute: '2-digit',
      }),
    ),
  );
  await expect(popup.overall).toHaveText(
    new RegExp(`^Server busy — retrying at (${inAnHour.join('|')})$`),
  );
  expect((await popup.rowNames()).slice(0, 5)).toEqual(names.slice(0, 5));
  await recovers(server, popup);
});

test('endless pages: the sync stops with words, the cache is untouched', async ({
  context,
  openPopup,
  server,
}) => {
  // The e2e build's list bound (.env.e2e), lower than the shipped one so it is reached in seconds:
  // that many invented monitors are written and then taken back.
  const bound = Number(builtVariable('WXT_MAX_LIST_RECORDS'));
  // A bound, not a wait.
  test.setTimeout(360_000);
  const { popup, names } = await syncedPopup(context, await openPopup());
  const before = await tableRows(context, 'monitors');
  const pagesAsked = () =>
    server.context.log.entries.filter((e) => e.path === MONITORS_LIST).length;
  const firstSync = pagesAsked();
  inject(server, { kind: 'fill-list' });
  await popup.refresh.click();
  await expect.poll(pagesAsked).toBeGreaterThan(firstSync);
  // Closed, as a popup is once the user looks elsewhere: an open one reads its list again after
  // each batch the pull writes, which made the walk to the bound take as long as the pull's own
  // time limit (lib/background/sync/engine.ts), and on a loaded machine longer.
  await popup.page.close();
  // The pull is over once its failure is recorded, after what it added was taken back
  // (lib/background/sync/pull-one.ts); the test's own time limit is the bound.
  await expect.poll(() => monitorsSyncError(context), { timeout: 0 }).toBeTruthy();
  expect(await monitorsSyncError(context)).toMatchObject({ kind: 'too-large' });
  // The pages run out at the bound (lib/background/api/http/paging.ts), 500 records a page: the
  // first page past it is the one too many.
  expect(pagesAsked() - firstSync).toBe(bound / 500 + 1);
  expect(await tableRows(context, 'monitors')).toEqual(before);
  const again = popupPage(await openPopup());
  await expect(again.overall).toHaveText('Sync failing — showing saved data');
  await expect(again.page.getByTestId('glance-why')).toContainText(
    `the server kept sending pages (more than ${bound.toLocaleString('en')} records)`,
  );
  await expect.poll(async () => (await again.rowNames()).slice(0, 5)).toEqual(names.slice(0, 5));
  await recovers(server, again);
});

for (const [name, fault, words] of [
  [
    'a connection reset mid-body',
    { kind: 'cut-body' },
    'the connection broke while the answer was arriving',
  ],
  [
    'a 20 MB body without Content-Length',
    { kind: 'oversize', declareLength: false },
    "the server's answer is too large (over 8 MB)",
  ],
] as const) {
  test(`${name}: the popup says why the sync failed and keeps the data`, async ({
    context,
    openPopup,
    server,
  }) => {
    const { popup, names } = await syncedPopup(context, await openPopup());
    const before = await tableRows(context, 'monitors');
    inject(server, { ...fault, times: 1 });
    await popup.refresh.click();
    await expect(popup.overall).toHaveText('Sync failing — showing saved data');
    await expect(popup.page.getByTestId('glance-why')).toContainText(words);
    expect((await popup.rowNames()).slice(0, 5)).toEqual(names.slice(0, 5));
    expect(await tableRows(context, 'monitors')).toEqual(before);
    await recovers(server, popup);
  });
}

test('one unreadable monitor: the rest sync, and the popup names the one it kept as cached', async ({
  context,
  openPopup,
  server,
}) => {
  const { popup } = await syncedPopup(context, await openPopup());
  const monitor = server.context.state.monitoring.monitors.get('mon_2');
  Object.assign(monitor ?? {}, { interval: '300' });
  await popup.refresh.click();
  await expect(popup.page.getByTestId('glance-why')).toHaveText(
    '1 monitor could not be read: mon_2',
  );
  await expect(popup.overall).toHaveText(/monitors down/);
  Object.assign(monitor ?? {}, { interval: 300 });
  await recovers(server, popup);
});

test('"Sync everything now" while offline says nothing was fetched', async ({
  context,
  openOptions,
}) => {
  const options = await openOptions('#/sync');
  await context.setOffline(true);
  await options.getByTestId('sync-now').click();
  await expect(options.getByTestId('sync-result')).toContainText('Nothing was synced.');
  await expect(options.getByTestId('sync-result')).toContainText('(offline)');
  await expect(options.getByTestId('sync-result')).not.toContainText('checked');
});
