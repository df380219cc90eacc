import type { BrowserContext, Locator } from '@playwright/test';
import type { StatusTracker } from '../../lib/model/transitions';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { seriousA11yViolations, syncRound } from './support/commands';
import { upMonitorGoesDown } from './support/e2e-server';
import { launchWithExtension, openExtensionPage } from './support/extension';
import { putRows, tableRows } from './support/worker';

/**
 * Stands in for time passing between the sync that first saw the monitor down and the one that
 * confirms it: that first sighting is moved `minutes` back in its stored tracker, as ageSync
 * (support/worker.ts) moves a sync back. The outage is then measured from it, as from a real one.
 */
async function firstSeenDownEarlier(context: BrowserContext, monitorId: string, minutes: number) {
  const trackers = await tableRows<StatusTracker>(context, 'statusTrackers');
  const tracker = trackers.find((t) => t.monitorId === monitorId && t.candidate === 'down');
  if (!tracker?.candidateSince) throw new Error('No sync has seen the monitor down yet');
  await putRows(context, 'statusTrackers', [
    { ...tracker, candidateSince: tracker.candidateSince - minutes * 60_000 },
  ]);
}

/** When a change happened, as its row shows it to the browser (`<time datetime>`). */
async function shownAt(row: Locator) {
  return Date.parse((await row.locator('time').getAttribute('datetime')) ?? '');
}

/** A duration as duration-words.ts says it in English, for spans under an hour. */
function minutesText(ms: number) {
  const minutes = Math.floor(ms / 60_000);
  return minutes < 1 ? 'less than a minute' : `${minutes} min`;
}

test('a monitor that went down and came back is listed with how long it was down after a relaunch, marked new until seen', async ({
  context,
  extensionId,
  openPopup,
  profileDir,
  server,
}) => {
  const popup = popupPage(await openPopup());
  await popup.loaded();
  await syncRound(popup.page);
  const monitor = await upMonitorGoesDown(server);
  await syncRound(popup.page);
  await firstSeenDownEarlier(context, monitor.id, 7);
  await syncRound(popup.page);
  await expect(popup.row(monitor.name).locator('.status-pill')).toHaveText('Down');
  // CONTRACT.md: PATCH /__control/monitors/{id}.
  await fetch(`${server.url}/__control/monitors/${monitor.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'up' }),
  });
  await syncRound(popup.page);
  await syncRound(popup.page);
  await expect(popup.row(monitor.name).locator('.status-pill')).toHaveText('Up');
  await context.close();

  const again = await launchWithExtension({ profileDir, extensionId });
  try {
    const reopened = popupPage(await openExtensionPage(again.context, extensionId, 'popup.html'));
    await reopened.loaded();
    const opening = again.context.waitForEvent('page');
    await reopened.page.getByRole('link', { name: 'Recent changes' }).click();
    const view = await opening;
    await expect(view).toHaveURL(/options\.html#\/timeline$/);
    await expect(view.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
    const rows = view.getByTestId('timeline-entry').filter({ hasText: monitor.name });
    await expect(rows).toHaveCount(2);
    const [up, down] = [rows.nth(0), rows.nth(1)];
    await expect(up.getByTestId('status-badge')).toHaveText('Up');
    await expect(up.getByTestId('timeline-lasted')).toHaveText('Ongoing');
    await expect(down.getByTestId('status-badge')).toHaveText('Down');
    // How long it was down: from the change the user reads below to the one above it.
    const downFor = (await shownAt(up)) - (await shownAt(down));
    expect(downFor).toBeGreaterThanOrEqual(7 * 60_000);
    await expect(down.getByTestId('timeline-lasted')).toHaveText(minutesText(downFor));
    // Never looked before: both are new, in words.
    await expect(up.getByTestId('timeline-new')).toHaveText('New since you last looked');
    await expect(down.getByTestId('timeline-new')).toHaveText('New since you last looked');
    expect(await seriousA11yViolations(view)).toEqual([]);

    // Seen now: the next visit marks neither, and says when the user last looked.
    await view.reload();
    await expect(rows).toHaveCount(2);
    await expect(view.getByTestId('timeline-new')).toHaveCount(0);
    await expect(view.getByTestId('timeline-last-looked')).toContainText('You last looked on');

    // Found by its name among every other monitor's changes.
    await view
      .getByRole('searchbox', { name: 'Search recent changes by monitor name' })
      .fill(monitor.name);
    await expect(view.getByTestId('timeline-entry')).toHaveCount(2);
    await expect(view.getByTestId('timeline-entry').first()).toContainText(monitor.name);
  } finally {
    await again.context.close();
  }
});
