import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';

test('pausing keeps the row where it was, says so, and can be undone for a few seconds', async ({
  openPopup,
  server,
}) => {
  const monitors = server.context.state.monitoring.monitors;
  const popup = popupPage(await openPopup());
  await popup.page.setViewportSize({ width: 400, height: 600 });
  await expect(popup.rows.first()).toBeVisible();
  const first = popup.page.locator('[data-testid="monitor-row"].status-up').first();
  await first.scrollIntoViewIfNeeded();
  const id = (await first.getAttribute('data-monitor-id')) ?? '';
  const name = (await first.locator('.monitor-name').textContent()) ?? '';
  const row = popup.page.locator(`[data-testid="monitor-row"][data-monitor-id="${id}"]`);
  const list = popup.page.getByTestId('monitor-list');
  const placeBefore = await row.boundingBox();
  const scrollBefore = await list.evaluate((scroller) => scroller.scrollTop);

  await row.getByTestId('pause-toggle').click();
  await expect(row.locator('.status-pill')).toHaveText('Paused');
  const notice = popup.page.getByTestId('undo-notice');
  await expect(notice).toContainText(`Paused ${name}`);
  await expect.poll(() => monitors.get(id)?.pause).toBe('paused');
  // Still where the user clicked, though paused monitors are listed further up.
  expect(await list.evaluate((scroller) => scroller.scrollTop)).toBe(scrollBefore);
  expect((await row.boundingBox())?.y).toBe(placeBefore?.y);

  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(row.locator('.status-pill')).toHaveText('Up');
  await expect(notice).toHaveCount(0);
  await expect.poll(() => monitors.get(id)?.pause).toBe('active');

  await row.getByTestId('pause-toggle').click();
  await expect(notice).toContainText(`Paused ${name}`);
  await expect(notice).toHaveCount(0, { timeout: 12_000 });
  await expect(row.locator('.status-pill')).toHaveText('Paused');
});

test('pausing a monitor that is down counts it out at once, here and in the next popup', async ({
  openPopup,
}) => {
  const popup = popupPage(await openPopup());
  await expect(popup.overall).toHaveText(/^\d+ monitors? down$/);
  const before = Number((await popup.overall.textContent())?.match(/\d+/)?.[0]);
  const downCount = (count: number) => new RegExp(`^${count} monitors? down$`);

  await popup.page
    .locator('[data-testid="monitor-row"].status-down')
    .first()
    .getByTestId('pause-toggle')
    .click();
  await expect(popup.overall).toHaveText(downCount(before - 1));
  // The pause's transactions forgot the count kept beside the rows (lib/storage/glance-counts.ts):
  // the next popup's first screen counts for itself, and Dexie's live query then agrees.
  const next = popupPage(await openPopup());
  await expect(next.overall).toHaveText(downCount(before - 1));
  await expect(next.page.locator('body.loaded')).toHaveCount(1);
  await expect(next.overall).toHaveText(downCount(before - 1));
});
