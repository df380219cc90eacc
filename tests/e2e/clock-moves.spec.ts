import { NO_FILTER } from '../../lib/model/monitor-filter';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { sendCommand } from './support/commands';
import { backgroundWorker } from './support/extension';
import { required, stopServiceWorker, tableRows } from './support/worker';

/*
 * Chromium's clock cannot be set back from outside, and Playwright's page.clock does not reach
 * the service worker. So the test leaves what a clock set back 30 days leaves: every time the
 * worker stored (its last look at the clock, the resume times) and its alarm, 30 days ahead of
 * the clock. Then a stopped worker starts again, as after any event, in the real browser.
 */

const DAY = 86_400_000;
/** Chrome fires no alarm sooner than 30 s after it is set. */
const ASKED_MS = 35_000;

const pauseOf = (server: RunningServer, id: string) =>
  server.context.state.monitoring.monitors.get(id)?.pause;

/** The worker's stored times and alarms as a clock set back by `ms` would find them. */
async function setClockBack(context: Parameters<typeof backgroundWorker>[0], ms: number) {
  const worker = await backgroundWorker(context);
  await worker.evaluate(async (ms) => {
    const { clockCheckpoint: seen } = await chrome.storage.local.get('clockCheckpoint');
    const checkpoint = seen as { seenAt: number } | undefined;
    if (checkpoint)
      await chrome.storage.local.set({
        clockCheckpoint: { ...checkpoint, seenAt: checkpoint.seenAt + ms },
      });
    for (const alarm of await chrome.alarms.getAll())
      await chrome.alarms.create(alarm.name, { when: alarm.scheduledTime + ms });
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('gatehouse');
      open.onsuccess = () => {
        const transaction = open.result.transaction('timedResumes', 'readwrite');
        const store = transaction.objectStore('timedResumes');
        const all = store.getAll();
        all.onsuccess = () => {
          for (const row of all.result) store.put({ ...row, resumeAt: row.resumeAt + ms });
        };
        transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
        transaction.onerror = () => reject(transaction.error);
      };
    });
  }, ms);
}

test('a timed pause resumes within the time asked though the clock went back 30 days while the worker was stopped', async ({
  context,
  openPopup,
  server,
}) => {
  test.setTimeout(180_000);
  const page = await openPopup();
  await page.waitForSelector('body.loaded');
  const { monitors } = server.context.state.monitoring;
  const first = required(
    [...monitors.values()].find((m) => m.pause === 'active' && m.category),
    'running monitor in a category',
  );
  const running = [...monitors.values()]
    .filter((m) => m.category === first.category && m.pause === 'active')
    .map((m) => m.id);
  const filter = { ...NO_FILTER, category: first.category };
  const sentAt = Date.now();
  const until = sentAt + ASKED_MS;
  await sendCommand(page, 'pauseListedUntil', { filter, until });
  for (const id of running) await expect.poll(() => pauseOf(server, id)).toBe('paused');

  await setClockBack(context, 30 * DAY);
  await stopServiceWorker(context, page);
  // Any event starts the worker again (here a command, as the popup sends): it looks at the clock.
  await sendCommand(page, 'refresh', {});

  // A new worker cannot tell how long it was stopped: the resume is late by that much at most
  // (lib/model/clock-jump.ts), here seconds, not 30 days.
  const latest = until + (Date.now() - sentAt);
  const resumeAt = (await tableRows<{ resumeAt: number }>(context, 'timedResumes'))[0]?.resumeAt;
  expect(resumeAt).toBeLessThanOrEqual(latest);
  const worker = await backgroundWorker(context);
  const alarm = await worker.evaluate(() => chrome.alarms.get('gatehouse-resume'));
  expect(alarm?.scheduledTime).toBeLessThanOrEqual(latest);
  for (const id of running)
    await expect
      .poll(() => pauseOf(server, id), { timeout: until - Date.now() + 15_000 })
      .toBe('active');
});
