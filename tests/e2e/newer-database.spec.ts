import type { BrowserContext, Page } from '@playwright/test';
import { NATIVE_SCHEMA_VERSION } from '../../lib/storage/schema';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { buyFromPopup, confirmedCode, doorPage } from './pages/tickets';
import { sendCommand } from './support/commands';
import { backgroundWorker, launchWithExtension, openExtensionPage } from './support/extension';

/**
 * A database a newer release left behind: after a rollback to an older release, or while an old
 * worker runs beside a new one during an update. The newer release's version is higher than this
 * code's, which IndexedDB refuses to open at this code's.
 */
const NEWER = NATIVE_SCHEMA_VERSION + 10;

/** What the newer release changed: a store more, or that and one store and one index fewer. */
type NewerLayout = 'adds' | 'takes away';

/**
 * Upgrades the extension's database to NEWER from one of its pages, as the newer release's
 * opener would. The worker's connection and the pages' close for it. With `hold`, the page keeps
 * its connection open and never lets go for an upgrade or a delete, as a stuck page would, and
 * sets `deleteWaiting` once a delete waits for it.
 */
function makeNewer(page: Page, layout: NewerLayout, hold = false) {
  return page.evaluate(
    ({ version, layout, hold }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('gatehouse', version);
        request.onupgradeneeded = () => {
          const database = request.result;
          database.createObjectStore('futureStore', { keyPath: 'id' });
          if (layout === 'takes away') {
            database.deleteObjectStore('glanceCounts');
            request.transaction?.objectStore('monitors').deleteIndex('[rank+sortKey]');
          }
        };
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const held = request.result;
          if (!hold) held.close();
          else {
            Object.assign(globalThis, { held });
            // Set at once, before the worker may start its delete (it asks for no version).
            held.onversionchange = (event) => {
              if (event.newVersion === null) Object.assign(globalThis, { deleteWaiting: true });
            };
          }
          resolve();
        };
      }),
    { version: NEWER, layout, hold },
  );
}

/** The native version of the database, read in the worker with plain IndexedDB. */
async function databaseVersion(context: BrowserContext) {
  const worker = await backgroundWorker(context);
  return worker.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('gatehouse');
        request.onsuccess = () => {
          resolve(request.result.version);
          request.result.close();
        };
      }),
  );
}

/**
 * A bought ticket and a pause queued while offline (the context stays offline), so it is still
 * waiting when the newer release takes the database.
 */
async function ticketAndWaitingPause(context: BrowserContext, popup: Page) {
  const code = await confirmedCode(await buyFromPopup(popup, 'general'));
  const monitor = await popupPage(popup).firstUpMonitor();
  await context.setOffline(true);
  await sendCommand(popup, 'submitWrite', {
    operation: 'pauseMonitor',
    recordId: monitor.id,
    payload: { paused: true },
  });
  await expect(popupPage(popup).pendingWrites).toHaveText('1 change not sent yet');
  return { code, monitor };
}

/**
 * A page of the extension's origin without Dexie, every other page closed: the newer release's
 * opener. An open page's Dexie reopens the database for its next query, and re-versions a newer
 * one that lacks a store it declares (adds it), before the worker could rebuild it.
 */
async function pageWithoutDexie(context: BrowserContext, extensionId: string) {
  for (const page of context.pages()) await page.close();
  return openExtensionPage(context, extensionId, 'qr-reader.html');
}

const pausesSent = (server: RunningServer, monitorId: string) =>
  server.context.log.entries.filter(
    (entry) =>
      entry.method === 'PATCH' &&
      entry.path.endsWith(`/monitors/pause/${monitorId}`) &&
      entry.status !== null &&
      entry.status < 300,
  );

for (const layout of ['adds', 'takes away'] as const) {
  test(`a database a newer release left (it ${layout} stores): queued writes go once, tickets stay at the door`, async ({
    context,
    extensionId,
    profileDir,
    server,
    openPopup,
  }) => {
    const popup = await openPopup();
    const { code, monitor } = await ticketAndWaitingPause(context, popup);
    await makeNewer(await pageWithoutDexie(context, extensionId), layout);
    await context.close();

    // Today's build starts on the newer database, online.
    const again = await launchWithExtension({ profileDir, extensionId });
    try {
      await expect.poll(() => pausesSent(server, monitor.id).length, { timeout: 20_000 }).toBe(1);
      expect(await databaseVersion(again.context)).toBe(
        layout === 'adds' ? NEWER : NATIVE_SCHEMA_VERSION,
      );

      const door = doorPage(await openExtensionPage(again.context, extensionId, 'door.html'));
      await expect(door.code).toHaveText(code);
      await expect(door.page.getByTestId('background-trouble')).toHaveCount(0);

      const glance = popupPage(await openExtensionPage(again.context, extensionId, 'popup.html'));
      await expect(glance.rows.first()).toBeVisible();
      await expect(glance.pendingWrites).toHaveCount(0);
      await expect(glance.overall).not.toContainText('Background not working');
      await expect(glance.page.getByTestId('background-trouble')).toHaveCount(0);
      // Sent once: nothing the rebuild kept goes again.
      expect(pausesSent(server, monitor.id)).toHaveLength(1);
    } finally {
      await again.context.close();
    }
  });
}

test('a background held up opening its database is "not working" on every page, until it works', async ({
  context,
  extensionId,
  openPopup,
  openOptions,
}) => {
  const holder = await openPopup();
  await popupPage(holder).loaded();
  // The newer database lacks a store, so the worker must rebuild it, and the held connection
  // never lets the delete through: the worker's open does not end.
  await makeNewer(holder, 'takes away', true);

  const options = await openOptions('#/tickets');
  const note = options.getByTestId('background-trouble');
  await expect(note).toContainText('Background not working', { timeout: 20_000 });
  await expect(note).toContainText('not answering');
  const popup = await openExtensionPage(context, extensionId, 'popup.html');
  await expect(popup.getByTestId('background-trouble')).toContainText('Background not working', {
    timeout: 20_000,
  });

  await holder.evaluate(() => (globalThis as unknown as { held: IDBDatabase }).held.close());
  await expect(note).toHaveCount(0, { timeout: 20_000 });
  const glance = popupPage(await openExtensionPage(context, extensionId, 'popup.html'));
  await expect(glance.rows.first()).toBeVisible({ timeout: 20_000 });
  await expect(glance.overall).not.toContainText('Background not working');
  await expect(glance.page.getByTestId('background-trouble')).toHaveCount(0);
});

test('a page that opens the database between the rebuild’s delete and its open loses the rebuild nothing', async ({
  context,
  extensionId,
  openPopup,
}) => {
  // Offline from here on, so the change waits throughout.
  const { code } = await ticketAndWaitingPause(context, await openPopup());
  // Held, so the worker's delete waits for this page, which tells when it is asked to let go.
  const holder = await pageWithoutDexie(context, extensionId);
  await makeNewer(holder, 'takes away', true);
  // Asked for its status, the worker opens the database again: it rebuilds it, and its delete
  // waits. It answers once its open is done.
  const answered = sendCommand(holder, 'getStatus', {});
  await holder.waitForFunction(() => 'deleteWaiting' in globalThis, undefined, { timeout: 20_000 });

  // A page opened now: its Dexie's open queues behind the delete, ahead of the worker's open.
  const page = await context.newPage();
  await page.addInitScript(() => {
    const open = indexedDB.open.bind(indexedDB);
    indexedDB.open = (name: string, version?: number) => {
      if (name === 'gatehouse' && version !== undefined)
        Object.assign(globalThis, { openAsked: version });
      return open(name, version);
    };
  });
  await page.goto(`chrome-extension://${extensionId}/door.html`);
  await page.waitForFunction(() => 'openAsked' in globalThis);
  await holder.evaluate(() => (globalThis as unknown as { held: IDBDatabase }).held.close());
  await answered;

  // Rebuilt at this version, with the ticket and the change still waiting to go.
  expect(await databaseVersion(context)).toBe(NATIVE_SCHEMA_VERSION);
  const door = doorPage(await openExtensionPage(context, extensionId, 'door.html'));
  await expect(door.code).toHaveText(code);
  const glance = popupPage(await openExtensionPage(context, extensionId, 'popup.html'));
  await expect(glance.pendingWrites).toHaveText('1 change not sent yet');
});
