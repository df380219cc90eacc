import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { optionsRecords, valuesOf } from './pages/options-resource-section';
import { popupPage } from './pages/popup';
import { buyFromPopup, confirmedCode, doorPage, imagesVerified } from './pages/tickets';
import { keepScreenshot, sendCommand } from './support/commands';
import { backgroundWorker } from './support/extension';
import { required, tableRows } from './support/worker';

// A full disk in real Chromium (docs/ERRORS.md, "A full disk"). Chromium does not let a test
// shrink this extension's quota: with `unlimitedStorage` (which Gatehouse asks for) the
// DevTools override `Storage.overrideQuotaForOrigin` changes what `navigator.storage.estimate()`
// reports but no write is refused, and without it the override is not even reported. So the
// first test pins that down, and the others make the worker's IndexedDB refuse writes itself.

const DISK_FULL = 'Not saved: this device’s storage is full. Free some space and try again.';

/**
 * From now on, until `freeStorage`, the service worker's IndexedDB refuses every put and add into
 * `store` (only of rows holding an image, when `imagesOnly`: a small note still fits) with the
 * error Chromium raises when the disk under an extension with `unlimitedStorage` is full (no
 * quota stops it first).
 */
async function fillStorage(context: BrowserContext, store: string, imagesOnly = false) {
  const worker = await backgroundWorker(context);
  await worker.evaluate(
    ([full, onlyImages]) => {
      const prototype = IDBObjectStore.prototype as IDBObjectStore & { roomy?: object };
      prototype.roomy ??= { put: prototype.put, add: prototype.add };
      const roomy = prototype.roomy as Pick<IDBObjectStore, 'put' | 'add'>;
      for (const method of ['put', 'add'] as const) {
        prototype[method] = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
          const image = (args[0] as { png?: unknown } | undefined)?.png;
          if (this.name !== full || (onlyImages && !image)) return roomy[method].apply(this, args);
          // Word for word what Chromium 156 raised on a full disk (docs/ERRORS.md, "A full disk").
          throw new DOMException(
            'Connection is closing because of: IO error: …/000005.ldb: FILE_ERROR_NO_SPACE (ChromeMethodBFE: 3::WritableFileAppend::8)',
            'UnknownError',
          );
        };
      }
    },
    [store, imagesOnly] as const,
  );
}

async function freeStorage(context: BrowserContext) {
  const worker = await backgroundWorker(context);
  await worker.evaluate(() => {
    const prototype = IDBObjectStore.prototype as IDBObjectStore & { roomy?: IDBObjectStore };
    if (prototype.roomy) Object.assign(prototype, prototype.roomy);
  });
}

/** Writes `bytes` of random (so uncompressible) data into a scratch database of the page's origin. */
function writeScratch(page: Page, bytes: number) {
  return page.evaluate(
    (size) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('quota-probe', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('blobs');
        open.onsuccess = () => {
          const data = new Uint8Array(size);
          for (let at = 0; at < size; at += 65_536)
            crypto.getRandomValues(data.subarray(at, Math.min(size, at + 65_536)));
          const transaction = open.result.transaction('blobs', 'readwrite');
          transaction.objectStore('blobs').put(data, 'data');
          transaction.oncomplete = () => resolve('stored');
          transaction.onabort = () => resolve(transaction.error?.name ?? 'aborted');
        };
      }),
    bytes,
  );
}

test('with unlimitedStorage, a DevTools quota override is reported but refuses no write', async ({
  context,
  extensionId,
  openOptions,
}) => {
  const page = await openOptions();
  const estimate = () => page.evaluate(() => navigator.storage.estimate());
  const { usage = 0 } = await estimate();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: `chrome-extension://${extensionId}`,
    quotaSize: usage + 50_000,
  });
  expect((await estimate()).quota).toBe(usage + 50_000);
  // Twenty times the quota reported, and still kept: the override is not enforced.
  expect(await writeScratch(page, 1_000_000)).toBe('stored');
  expect((await estimate()).usage).toBeGreaterThan(usage + 50_000);
  expect(await page.evaluate(() => navigator.storage.persisted())).toBe(false);
});

test('an edit the disk has no room for keeps what was typed and says so; the tickets still show', async ({
  context,
  extensionId,
  openOptions,
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  const code = await confirmedCode(await buyFromPopup(popup, 'general'));
  await expect.poll(() => imagesVerified(context)).toEqual([true]);

  const category = required(valuesOf(server.context.state.monitoring.categories)[0], 'category');
  const page = await openOptions(`#/categories/${category.id}`);
  const form = optionsRecords(page, 'categories').editForm;
  const name = form.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(category.name);
  await fillStorage(context, 'outbox');
  await name.fill('Typed before the disk filled up');
  await form.getByRole('button', { name: 'Save changes' }).click();

  await expect(form.getByRole('alert')).toHaveText(DISK_FULL);
  await expect(name).toHaveValue('Typed before the disk filled up');
  await expect(page.getByText(/^Saved/)).toHaveCount(0);
  // Nothing half-written: no queued write, and the category as the server has it.
  expect(await tableRows(context, 'outbox')).toEqual([]);
  expect(
    (await tableRows<{ id: string; name: string }>(context, 'categories')).find(
      (row) => row.id === category.id,
    )?.name,
  ).toBe(category.name);

  // The tickets were never what made room: the door still shows the one bought, and it scans.
  const doorTab = await context.newPage();
  await doorTab.goto(`chrome-extension://${extensionId}/door.html`);
  const door = doorPage(doorTab);
  await expect(door.code).toContainText(code);
  await expect(door.qr).toBeVisible();
  await expect(door.warning('qr-missing')).toHaveCount(0);

  // Room again: the same Save, as typed, goes through.
  await freeStorage(context);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(() => server.context.state.monitoring.categories.get(category.id)?.name)
    .toBe('Typed before the disk filled up');
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('a QR image the disk has no room for: the door says so, keeps the code, and fetches it later', async ({
  context,
  extensionId,
  openPopup,
}) => {
  await fillStorage(context, 'ticketImages', true);
  const popup = await openPopup();
  const code = await confirmedCode(await buyFromPopup(popup, 'general'));
  await expect
    .poll(async () => (await tableRows<{ storageFull?: true }>(context, 'ticketImages'))[0])
    .toMatchObject({ png: null, storageFull: true });

  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/door.html`);
  const door = doorPage(page);
  await expect(door.warning('qr-not-saved')).toHaveText(
    /^QR code not saved: this device’s storage is full\. Gatehouse tries again at the next sync; freeing some space helps\./,
  );
  await expect(door.code).toContainText(code);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await keepScreenshot(page, `door-qr-not-saved-${scheme}.png`);
  }

  await freeStorage(context);
  await sendCommand(page, 'refresh', { resources: ['museumHours'] });
  await expect(door.warning('qr-not-saved')).toBeHidden();
  await expect(door.qr).toBeVisible();
});

test('a pause the disk has no room for says so in place of "Paused", with nothing to undo', async ({
  context,
  openPopup,
  server,
}) => {
  const popup = popupPage(await openPopup());
  await expect(popup.rows.first()).toBeVisible();
  const row = popup.page.locator('[data-testid="monitor-row"].status-up').first();
  const id = (await row.getAttribute('data-monitor-id')) ?? '';
  await fillStorage(context, 'outbox');
  await row.getByTestId('pause-toggle').click();

  const notice = popup.page.getByTestId('undo-notice');
  await expect(notice).toContainText(DISK_FULL);
  await expect(notice.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  const shown = popup.page.locator(`[data-testid="monitor-row"][data-monitor-id="${id}"]`);
  await expect(shown.locator('.status-pill')).toHaveText('Up');
  expect(await tableRows(context, 'outbox')).toEqual([]);
  expect(server.context.state.monitoring.monitors.get(id)?.pause).toBe('active');
  for (const scheme of ['light', 'dark'] as const) {
    await popup.page.emulateMedia({ colorScheme: scheme });
    await keepScreenshot(popup.page, `popup-pause-storage-full-${scheme}.png`, notice);
  }
});
