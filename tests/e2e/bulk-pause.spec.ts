import type { Page } from '@playwright/test';
import { NO_FILTER } from '../../lib/model/monitor-filter';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { keepScreenshot, sendCommand, seriousA11yViolations } from './support/commands';
import { launchWithExtension, openExtensionPage } from './support/extension';
import { makeTimedPausesDue, required, stopServiceWorker, tableRows } from './support/worker';

/** The category with the most monitors, one of its running monitors, and who is in it. */
function aCategory(server: RunningServer) {
  const { monitors, categories } = server.context.state.monitoring;
  const members = (id: string) => [...monitors.values()].filter((m) => m.category === id);
  const category = required(
    [...categories.values()].sort((a, b) => members(b.id).length - members(a.id).length)[0],
    'category',
  );
  const inCategory = () => members(category.id);
  const byHand = required(
    inCategory().find((m) => m.pause === 'active'),
    'running monitor in a category',
  );
  return { category, inCategory, byHand };
}

const pauseOf = (server: RunningServer, id: string) =>
  server.context.state.monitoring.monitors.get(id)?.pause;

/**
 * Ids of the monitors whose pause the server was asked to change since `from` (a log index). The
 * log makes an entry as a request arrives; `applied` keeps only those whose handler has run
 * (tests/server/CONTRACT.md, the request log), so that the change is in the server's state.
 */
function pausePatchIds(server: RunningServer, from: number, { applied = false } = {}) {
  return server.context.log.entries
    .slice(from)
    .filter((e) => e.method === 'PATCH' && e.path.includes('/monitors/pause/'))
    .filter((e) => !applied || e.status !== null)
    .map((e) => e.path.split('/').at(-1) ?? '');
}

/**
 * The ways the popup's line may word a resume time (components/BulkPause.tsx, resumeText): the
 * clock time, with the day too when it is not today. The popup's "today" is its clock, which it
 * reads every 30 s (components/time.ts, useNow), so near midnight both wordings are right.
 */
const resumeWords = (page: Page, at: number) =>
  page.evaluate((at) => {
    const when = new Date(at);
    const wordedAt = (now: Date) =>
      when.toDateString() === now.toDateString()
        ? when.toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' })
        : when.toLocaleString('en', {
            day: 'numeric',
            month: 'long',
            year: when.getFullYear() === now.getFullYear() ? undefined : 'numeric',
            hour: 'numeric',
            minute: '2-digit',
          });
    return [...new Set([wordedAt(new Date()), wordedAt(new Date(Date.now() - 30_000))])];
  }, at);

/** Paused by hand, the way the row's pause button does it. */
async function pauseByHand(page: Page, server: RunningServer, id: string) {
  await sendCommand(page, 'submitWrite', {
    operation: 'pauseMonitor',
    recordId: id,
    payload: { paused: true },
  });
  await expect.poll(() => pauseOf(server, id)).toBe('paused');
}

/**
 * One of a category's monitors paused by hand, then the category paused for `ms`: the popup's
 * control offers hours, the test sends the same command for a few seconds.
 */
async function pauseACategoryFor(page: Page, server: RunningServer, ms: number) {
  const { category, inCategory, byHand } = aCategory(server);
  await page.waitForSelector('body.loaded');
  await pauseByHand(page, server, byHand.id);
  const running = inCategory().filter((m) => m.pause === 'active');
  const until = Date.now() + ms;
  const filter = { ...NO_FILTER, category: category.id };
  await sendCommand(page, 'pauseListedUntil', { filter, until });
  for (const { id } of running) await expect.poll(() => pauseOf(server, id)).toBe('paused');
  return { running, byHand, until };
}

test('pausing one category for an hour pauses exactly its running monitors, once each, and says until when', async ({
  openPopup,
  server,
}) => {
  const { category, inCategory, byHand } = aCategory(server);
  const popup = popupPage(await openPopup());
  await popup.page.setViewportSize({ width: 400, height: 600 });
  await popup.loaded();
  await pauseByHand(popup.page, server, byHand.id);
  const running = inCategory()
    .filter((m) => m.pause === 'active')
    .map((m) => m.id)
    .sort();
  expect(running.length).toBeGreaterThan(1);
  const othersBefore = [...server.context.state.monitoring.monitors.values()]
    .filter((m) => m.category !== category.id)
    .map((m) => `${m.id}:${m.pause}`);
  const logStart = server.context.log.entries.length;

  await popup.page.getByTestId('bulk-pause-open').click();
  await popup.page.getByTestId('bulk-pause-which').selectOption(`category:${category.id}`);
  await popup.page.getByTestId('bulk-pause-for').selectOption('1');
  for (const scheme of ['light', 'dark'] as const) {
    await popup.page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(popup.page)).toEqual([]);
    await keepScreenshot(popup.page, `bulk-pause-form-${scheme}.png`);
  }
  const clickedAt = Date.now();
  await popup.page.getByTestId('bulk-pause-go').click();

  await expect
    .poll(() => pausePatchIds(server, logStart, { applied: true }).sort())
    .toEqual(running);
  for (const id of running) expect(pauseOf(server, id)).toBe('paused');
  expect(pauseOf(server, byHand.id)).toBe('paused');
  const othersAfter = [...server.context.state.monitoring.monitors.values()]
    .filter((m) => m.category !== category.id)
    .map((m) => `${m.id}:${m.pause}`);
  expect(othersAfter).toEqual(othersBefore);

  const line = popup.page.getByTestId('paused-until');
  await expect(line).toContainText(`${running.length} paused until `);
  // The minute may have turned since the click: an hour from then or from now, as the popup words it.
  const anHourFrom = (at: number) => resumeWords(popup.page, at + 3_600_000);
  const said = await line.textContent();
  const words = [...(await anHourFrom(clickedAt)), ...(await anHourFrom(Date.now()))];
  expect(words.map((time) => `${running.length} paused until ${time}`)).toContain(said);
  await expect(popup.page.getByTestId('bulk-pause-form')).toHaveCount(0);
  for (const scheme of ['light', 'dark'] as const) {
    await popup.page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(popup.page)).toEqual([]);
    await keepScreenshot(popup.page, `bulk-pause-line-${scheme}.png`);
  }
});

test('a bulk pause resumes its monitors by itself, though the worker was stopped, but not the one paused by hand', async ({
  context,
  openPopup,
  server,
}) => {
  const popup = popupPage(await openPopup());
  const { running, byHand } = await pauseACategoryFor(popup.page, server, 5_000);
  await expect(popup.page.getByTestId('paused-until')).toContainText(`${running.length} paused`);

  // Stopped as Chrome stops an idle worker: its timers are gone, the alarm wakes a new one.
  await stopServiceWorker(context, popup.page);

  for (const { id } of running)
    await expect.poll(() => pauseOf(server, id), { timeout: 45_000 }).toBe('active');
  expect(pauseOf(server, byHand.id)).toBe('paused');
  await expect(popup.page.getByTestId('paused-until')).toHaveCount(0);
  expect(await tableRows(context, 'timedResumes')).toEqual([]);
});

test('after the server forgets a bulk pause, the next sync shows what the server has, and says so', async ({
  openPopup,
  server,
}) => {
  const popup = popupPage(await openPopup());
  const { running } = await pauseACategoryFor(popup.page, server, 3_600_000);
  const line = popup.page.getByTestId('paused-until');
  await expect(line).toContainText(`${running.length} paused until `);

  // The server restarts and forgets every pause; someone then pauses one of them again there.
  await fetch(`${server.url}/__control/restart`, { method: 'POST' });
  const [again, ...forgotten] = running.map(({ id }) => id);
  const monitor = required(server.context.state.monitoring.monitors.get(again ?? ''), 'monitor');
  monitor.pause = 'paused';
  await popup.refresh.click();

  await expect(line).toContainText('1 paused until ');
  const count = forgotten.length;
  await expect(popup.page.getByTestId('glance-why')).toContainText(
    count === 1
      ? 'The server shows 1 monitor running that Gatehouse had paused for a set time'
      : `The server shows ${count} monitors running that Gatehouse had paused for a set time`,
  );
  for (const id of forgotten) expect(pauseOf(server, id)).toBe('active');
});

test('a bulk pause that falls due while the browser is closed resumes at the relaunch', async ({
  context,
  extensionId,
  openPopup,
  profileDir,
  server,
}) => {
  const popup = popupPage(await openPopup());
  const { running, byHand } = await pauseACategoryFor(popup.page, server, 3_600_000);
  // Closed past the resume time: nothing ran to resume them meanwhile.
  expect(await makeTimedPausesDue(context)).toBe(running.length);
  await context.close();
  for (const { id } of running) expect(pauseOf(server, id)).toBe('paused');

  const again = await launchWithExtension({ profileDir, extensionId });
  try {
    const reopened = popupPage(await openExtensionPage(again.context, extensionId, 'popup.html'));
    for (const { id } of running)
      await expect.poll(() => pauseOf(server, id), { timeout: 20_000 }).toBe('active');
    expect(pauseOf(server, byHand.id)).toBe('paused');
    await expect(reopened.page.getByTestId('paused-until')).toHaveCount(0);
  } finally {
    await again.context.close();
  }
});

test('a bulk pause until a time of day, made offline, waits in the outbox and reaches the server once per monitor', async ({
  context,
  openPopup,
  server,
}) => {
  const { category, inCategory } = aCategory(server);
  const running = inCategory()
    .filter((m) => m.pause === 'active')
    .map((m) => m.id)
    .sort();
  const popup = popupPage(await openPopup());
  await popup.loaded();
  await context.setOffline(true);
  const logStart = server.context.log.entries.length;
  await popup.page.getByTestId('bulk-pause-open').click();
  await popup.page.getByTestId('bulk-pause-which').selectOption(`category:${category.id}`);
  await popup.page.getByTestId('bulk-pause-for').selectOption('until');
  const later = Date.now() + 3 * 3_600_000;
  const typed = await popup.page.evaluate((at) => new Date(at).toTimeString().slice(0, 5), later);
  await popup.page.getByTestId('bulk-pause-time').fill(typed);
  await popup.page.getByTestId('bulk-pause-go').click();
  await expect(popup.pendingWrites).toHaveText(`${running.length} changes not sent yet`);
  const line = popup.page.getByTestId('paused-until');
  await expect(line).toContainText(`${running.length} paused until `);
  const words = await resumeWords(popup.page, later);
  expect(words.map((time) => `${running.length} paused until ${time}`)).toContain(
    await line.textContent(),
  );
  expect(pausePatchIds(server, logStart)).toEqual([]);

  await context.setOffline(false);
  await expect(popup.pendingWrites).toHaveCount(0, { timeout: 30_000 });
  expect(pausePatchIds(server, logStart).sort()).toEqual(running);
  for (const id of running) expect(pauseOf(server, id)).toBe('paused');
});
