import type { BrowserContext, Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { popupAfterFirstSync, popupPage } from './pages/popup';
import { keepScreenshot, sendCommand, seriousA11yViolations } from './support/commands';
import { backgroundWorker } from './support/extension';
import { ageSync, badge, notificationIds, required, tableRows, workerIdle } from './support/worker';

test('the first sync fills IndexedDB and the popup from the local server', async ({
  context,
  openPopup,
  server,
}) => {
  const seeded = [...server.context.state.monitoring.monitors.values()];
  await expect.poll(async () => (await tableRows(context, 'monitors')).length).toBe(seeded.length);
  for (const table of [
    'categories',
    'incidents',
    'pages',
    'announcements',
    'windows',
    'events',
    'museumHours',
  ]) {
    expect((await tableRows(context, table)).length, table).toBeGreaterThan(0);
  }
  const popup = popupPage(await openPopup());
  await popup.loaded();
  const downCount = seeded.filter((m) => m.status === 'down' && m.pause !== 'paused').length;
  await expect(popup.overall).toHaveText(`${downCount} monitors down`);
  await expect(popup.lastSynced).toHaveText(/Synced (just now|\d+ min)/);
  await expect.poll(() => badge(context)).toMatchObject({ text: String(downCount) });
});

/** The popup after the first sync, and the down count the badge shows then. */
async function popupWithDownCount(context: BrowserContext, openPopup: () => Promise<Page>) {
  const popup = popupPage(await openPopup());
  await expect(popup.overall).toHaveText(/monitors down/);
  // The header paints from IndexedDB as the sync lands; the badge follows a moment later.
  await expect.poll(async () => Number((await badge(context)).text)).toBeGreaterThan(0);
  return { popup, before: Number((await badge(context)).text) };
}

/** A monitor goes down at the server (CONTRACT.md: PATCH /__control/monitors/{id}). */
async function forceDown(server: RunningServer, id: string) {
  await fetch(`${server.url}/__control/monitors/${id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'down' }),
  });
}

test('a monitor going down shows on the badge and raises one notification after two syncs', async ({
  context,
  openPopup,
  server,
}) => {
  const { popup, before } = await popupWithDownCount(context, openPopup);
  const monitors = [...server.context.state.monitoring.monitors.values()];
  const up = required(
    monitors.find((m) => m.status === 'up' && m.pause === 'active'),
    'up monitor',
  );
  await forceDown(server, up.id);

  await popup.refresh.click();
  await expect.poll(() => badge(context)).toMatchObject({ text: String(before + 1) });
  expect(await notificationIds(context)).toEqual([]); // seen once: could be a blip
  await expect(popup.refresh).toBeEnabled();
  await popup.refresh.click();
  await expect
    .poll(() => notificationIds(context))
    .toEqual([expect.stringContaining(`monitor:${up.id}:`)]);
  await expect(popup.row(up.name).locator('.status-pill')).toHaveText('Down');
});

test('alerts snoozed from the row menu hold back that monitor’s notification, not another’s', async ({
  context,
  openPopup,
  server,
}) => {
  const { popup, before } = await popupWithDownCount(context, openPopup);
  const up = [...server.context.state.monitoring.monitors.values()].filter(
    (m) => m.status === 'up' && m.pause === 'active',
  );
  const snoozed = required(up[0], 'an up monitor');
  const other = required(up[1], 'a second up monitor');
  await popup.search.fill(snoozed.name);
  const row = popup.row(snoozed.name).first();
  await row.getByTestId('row-menu').click();
  await popup.page.getByRole('menuitem', { name: 'Snooze alerts for 1 h' }).click();
  await expect(row).toContainText('Muted until');
  await popup.search.fill('');
  for (const monitor of [snoozed, other]) await forceDown(server, monitor.id);

  await popup.refresh.click();
  await expect.poll(() => badge(context)).toMatchObject({ text: String(before + 2) });
  await expect(popup.refresh).toBeEnabled();
  await popup.refresh.click(); // the second sighting confirms both
  await expect
    .poll(() => notificationIds(context))
    .toEqual([expect.stringContaining(`monitor:${other.id}:`)]);
  await expect(popup.row(snoozed.name).first().locator('.status-pill')).toHaveText('Down');
});

test('with only the server gone: "server not reachable", not "offline"; the badge keeps its count, marked', async ({
  context,
  openPopup,
  server,
}) => {
  const popup = await popupAfterFirstSync(context, await openPopup());
  await expect.poll(async () => (await badge(context)).text).toMatch(/^[1-9]\d*$/);
  const down = (await badge(context)).text;
  const cached = await popup.rowNames();
  await server.close();

  await popup.refresh.click();
  await expect(popup.overall).toHaveText('Server not reachable — showing saved data');
  await expect.poll(() => badge(context)).toMatchObject({ text: `${down}?` });
  expect((await badge(context)).title).toContain('server not reachable; last known:');
  await expect(popup.lastSynced).toContainText('the last try failed');
  expect((await popup.rowNames()).slice(0, 5)).toEqual(cached.slice(0, 5));
  await popup.page.setViewportSize({ width: 400, height: 600 });
  for (const scheme of ['light', 'dark'] as const) {
    await popup.page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(popup.page)).toEqual([]);
    await keepScreenshot(popup.page, `popup-server-unreachable-${scheme}.png`);
  }

  // Old as well: still the last count, marked, and the age says how old.
  await ageSync(context, 'monitors', 16); // more than three 5-minute intervals ago
  await popup.refresh.click();
  await expect(popup.lastSynced).toHaveText('Synced 16 minutes ago · the last try failed');
  await expect.poll(() => badge(context)).toMatchObject({ text: `${down}?` });
});

test('a sync round is under way, to the worker’s Web Locks, until its last step is over', async ({
  context,
  openPopup,
}) => {
  const popup = await popupAfterFirstSync(context, await openPopup());
  // The round's ticket-image step reads its retention setting after the pull's locks are gone:
  // that read is held here until the test lets it go.
  const worker = await backgroundWorker(context);
  await worker.evaluate(() => {
    const area = chrome.storage.local;
    const read = area.get.bind(area);
    const scope = globalThis as unknown as { retentionAsked: boolean; letRetentionGo: () => void };
    const heldRead = new Promise<void>((resolve) => {
      scope.letRetentionGo = resolve;
    });
    scope.retentionAsked = false;
    area.get = (async (keys?: string | string[] | Record<string, unknown> | null) => {
      const names = typeof keys === 'string' || Array.isArray(keys) ? [keys].flat() : [];
      if (names.includes('ticketImageRetentionDays')) {
        scope.retentionAsked = true;
        await heldRead;
      }
      return read(keys as string[]);
    }) as unknown as typeof area.get;
  });
  const round = sendCommand(popup.page, 'refresh', {});
  await expect
    .poll(() =>
      worker.evaluate(() => (globalThis as unknown as { retentionAsked: boolean }).retentionAsked),
    )
    .toBe(true);

  // Read as idle here, the worker would lend this step's writes to whatever a test does next
  // (pause-flow.spec.ts counts one click's transactions from an idle worker).
  expect(await workerIdle(context)).toBe(false);
  await worker.evaluate(() =>
    (globalThis as unknown as { letRetentionGo: () => void }).letRetentionGo(),
  );
  await round;
  await expect.poll(() => workerIdle(context)).toBe(true);
});
