import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { EFFECTS_RELEASED } from '../../lib/containers/render-page';
import { expect, test } from './fixtures';
import { popupAfterFirstSync, popupPage } from './pages/popup';
import { buyFromPopup, confirmedCode, doorPage } from './pages/tickets';
import { keepScreenshot, seriousA11yViolations } from './support/commands';
import { EXTENSION_DIR } from './support/extension';
import { tableRows } from './support/worker';

/**
 * The popup and the door view paint their first screen from IndexedDB without Dexie
 * (lib/storage/first-paint.ts). These tests hold back the chunk that holds Dexie, so the page
 * cannot load it, and look at what it shows meanwhile; then let it through, and check that Dexie's
 * live queries have taken over.
 */

/** The built chunk that holds Dexie: found by a name only Dexie's code has. */
function dexieChunk(): string {
  const chunks = join(EXTENSION_DIR, 'chunks');
  const found = readdirSync(chunks).filter((file) =>
    readFileSync(join(chunks, file), 'utf8').includes('DatabaseClosedError'),
  );
  expect(found, 'exactly one chunk holds Dexie').toHaveLength(1);
  return `/chunks/${found[0]}`;
}

/**
 * The built chunk of a page's UI (entrypoints/<page>/mount.tsx), which its main.tsx imports: the
 * `mount-` chunk the page's HTML preloads (each page has a mount chunk of its own).
 */
function uiChunk(page: 'popup' | 'options'): string {
  const html = readFileSync(join(EXTENSION_DIR, `${page}.html`), 'utf8');
  const found = [...html.matchAll(/href="(\/chunks\/mount-[^"]+\.js)"/g)].map((link) => link[1]);
  expect(found, `exactly one chunk holds the ${page} page’s UI`).toHaveLength(1);
  return found[0] as string;
}

/** In the page (an init script): which IndexedDB databases it opens, on <html> as `data-opened`. */
function recordOpenedDatabases() {
  const open = indexedDB.open.bind(indexedDB);
  const opened: string[] = [];
  indexedDB.open = (name: string, version?: number) => {
    opened.push(name);
    document.documentElement.dataset.opened = opened.join();
    return open(name, version);
  };
}

/** Holds every request for `chunk` from `page` until `release` is called. */
async function holdChunk(page: Page, chunk: string) {
  const cdp = await page.context().newCDPSession(page);
  const held: string[] = [];
  cdp.on('Fetch.requestPaused', (paused: { requestId: string; request: { url: string } }) => {
    if (paused.request.url.endsWith(chunk)) held.push(paused.requestId);
    else void cdp.send('Fetch.continueRequest', { requestId: paused.requestId });
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/chunks/*' }] });
  return {
    /** How many times the page has asked for the chunk so far. */
    requested: () => held.length,
    async release() {
      await cdp.send('Fetch.disable');
      for (const requestId of held.splice(0))
        await cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined);
    },
  };
}

const holdDexie = (page: Page) => holdChunk(page, dexieChunk());

/** The monitors' names, in order, once the whole first sync has landed (popupAfterFirstSync). */
async function firstSynced(context: BrowserContext, openPopup: () => Promise<Page>) {
  const settled = await popupAfterFirstSync(context, await openPopup());
  const names = await settled.rowNames();
  await settled.page.close();
  return names;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the popup shows its cached rows before Dexie has loaded, then stays live (${scheme})`, async ({
    context,
    extensionId,
    openPopup,
    server,
  }) => {
    const expected = await firstSynced(context, openPopup);

    const page = await context.newPage();
    await page.setViewportSize({ width: 400, height: 600 });
    await page.emulateMedia({ colorScheme: scheme });
    const dexie = await holdDexie(page);
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    const popup = popupPage(page);
    await expect(popup.rows.first()).toContainText('Down');
    // The page has asked for Dexie (after painting) and is still waiting for it.
    await expect.poll(dexie.requested).toBeGreaterThan(0);
    expect((await popup.rowNames()).slice(0, 5)).toEqual(expected.slice(0, 5));
    await expect(popup.overall).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, `popup-first-paint-${scheme}.png`);

    await dexie.release();
    // Live again: a pause made now shows in the row as the background writes it.
    const { id, name } = await popup.firstUpMonitor();
    await popup.row(name).getByTestId('pause-toggle').click();
    await popup.statusFilter.selectOption('all');
    await expect(popup.row(name).locator('.status-pill')).toHaveText('Paused');
    await expect.poll(() => server.context.state.monitoring.monitors.get(id)?.pause).toBe('paused');
  });
}

/**
 * Opens the popup in a new page whose init script `marking` (given `arg`) sets moments of the
 * page's own clock as attributes of <html>, and once a row shows, reads the attributes `names`.
 */
async function popupMoments(
  context: BrowserContext,
  extensionId: string,
  names: string[],
  marking: Parameters<Page['addInitScript']>[0],
  arg?: unknown,
) {
  const page = await context.newPage();
  await page.addInitScript(marking, arg);
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await expect(popupPage(page).rows.first()).toContainText('Down');
  const html = page.locator('html');
  const moments: number[] = [];
  for (const name of names) {
    await expect(html).toHaveAttribute(name);
    moments.push(Number(await html.getAttribute(name)));
  }
  return { page, moments };
}

test('the popup asks for Dexie only after the frame that paints its first rows', async ({
  context,
  extensionId,
  openPopup,
}) => {
  await firstSynced(context, openPopup);
  // The frame that first draws a row begins (its animation frame callbacks run, then it is laid
  // out and painted), and the page first asks for Dexie's chunk (the bundler's preload helper
  // adds a <link rel="modulepreload"> as a dynamic import starts).
  const { moments } = await popupMoments(
    context,
    extensionId,
    ['data-row-frame-at', 'data-dexie-asked-at'],
    (dexie) => {
      new MutationObserver((_, observer) => {
        const marks = document.documentElement.dataset;
        if (!marks.rowFrameAt && document.querySelector('[data-testid="monitor-row"]'))
          requestAnimationFrame(() => {
            marks.rowFrameAt = String(performance.now());
          });
        if (!marks.dexieAskedAt && document.querySelector(`link[href$="${dexie}"]`))
          marks.dexieAskedAt = String(performance.now());
        if (marks.dexieAskedAt && marks.rowFrameAt) observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    },
    dexieChunk(),
  );
  const [rowFrameAt, dexieAskedAt] = moments as [number, number];
  expect(rowFrameAt).toBeLessThan(dexieAskedAt);
});

test('the popup’s work after its first render waits until that frame is on screen', async ({
  context,
  extensionId,
  openPopup,
}) => {
  await firstSynced(context, openPopup);
  // The first frame with content is shown (the browser's own first-contentful-paint entry), and
  // the first effect runs (App marks the body `loaded` from one; its first screen is all there at
  // the first render, so the first effects do it).
  const { page, moments } = await popupMoments(
    context,
    extensionId,
    ['data-shown-at', 'data-effects-at'],
    () => {
      new PerformanceObserver((entries) => {
        const shown = entries.getEntriesByName('first-contentful-paint')[0];
        if (shown) document.documentElement.dataset.shownAt = String(shown.startTime);
      }).observe({ type: 'paint', buffered: true });
      new MutationObserver((_, observer) => {
        if (!document.body?.classList.contains('loaded')) return;
        document.documentElement.dataset.effectsAt = String(performance.now());
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] });
    },
  );
  const [shownAt, effectsAt] = moments as [number, number];
  // What let the effects go (render-page.ts): the frame, or on a machine too busy to show it in
  // time, the patience; either way they ran after it, and never before.
  const released = await page.evaluate(
    (names) =>
      performance
        .getEntriesByType('mark')
        .filter((mark) => names.includes(mark.name))
        .map(({ name, startTime }) => ({ name, startTime })),
    Object.values(EFFECTS_RELEASED) as string[],
  );
  expect(released).toHaveLength(1);
  const [{ name, startTime }] = released as [{ name: string; startTime: number }];
  expect(effectsAt).toBeGreaterThanOrEqual(startTime);
  if (name === EFFECTS_RELEASED.byFirstFrame) expect(effectsAt).toBeGreaterThanOrEqual(shownAt);
});

/**
 * Opens `path`, a page of `ui`'s, with its UI chunk held back, and returns once the page has
 * begun its first read without it (it has opened the database) and shows no row yet.
 */
async function openWithUiHeld(
  context: BrowserContext,
  extensionId: string,
  ui: 'popup' | 'options',
  path: string,
) {
  const page = await context.newPage();
  await page.addInitScript(recordOpenedDatabases);
  const held = await holdChunk(page, uiChunk(ui));
  await page.goto(`chrome-extension://${extensionId}/${path}`);
  await expect.poll(held.requested).toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('data-opened', 'gatehouse');
  await expect(page.locator('[data-testid="monitor-row"], [data-testid="record-row"]')).toHaveCount(
    0,
  );
  return { page, release: held.release };
}

test('the popup reads its first screen while its UI is still loading, and paints when it comes', async ({
  context,
  extensionId,
  openPopup,
}) => {
  const expected = await firstSynced(context, openPopup);

  const { page, release } = await openWithUiHeld(context, extensionId, 'popup', 'popup.html');
  await release();
  const popup = popupPage(page);
  await expect(popup.rows.first()).toContainText('Down');
  expect((await popup.rowNames()).slice(0, 5)).toEqual(expected.slice(0, 5));
});

test('the options page reads its list of monitors while its UI is still loading, then reads them all', async ({
  context,
  extensionId,
  openPopup,
  server,
}) => {
  const expected = await firstSynced(context, openPopup);
  const all = `${server.context.state.monitoring.monitors.size.toLocaleString('en')} monitors`;

  const { page, release } = await openWithUiHeld(
    context,
    extensionId,
    'options',
    'options.html#/monitors',
  );
  await release();
  const names = page.getByTestId('list-monitors').locator('.record-name');
  await expect(names.first()).toBeVisible();
  expect((await names.allTextContents()).slice(0, 5)).toEqual(expected.slice(0, 5));
  await expect(page.getByTestId('list-count')).toHaveText(all);
  // Dexie's reads have taken over: the whole list is read, and a search narrows it.
  await page.getByRole('searchbox', { name: 'Search monitors' }).fill(expected[0] as string);
  await expect(names.first()).toHaveText(expected[0] as string);
  await expect(page.getByTestId('list-count')).toContainText(`${all} · `);
});

test.describe('with more monitors than the list shows', () => {
  test.use({ monitorCount: 500 });

  test('the popup’s first render draws every row its first frame shows, and none is added after', async ({
    context,
    extensionId,
    openPopup,
  }) => {
    await firstSynced(context, openPopup);

    const page = await context.newPage();
    await page.setViewportSize({ width: 400, height: 600 });
    // The rows as the first render leaves them, and once the frame after it has painted (the
    // list's ResizeObserver, which could add rows, runs after layout and before that paint).
    await page.addInitScript(() => {
      const rowIds = () =>
        [...document.querySelectorAll('[data-testid="monitor-row"]')]
          .map((row) => row.getAttribute('data-monitor-id'))
          .join();
      new MutationObserver((_, observer) => {
        const marks = document.documentElement.dataset;
        if (!document.querySelector('[data-testid="monitor-row"]')) return;
        observer.disconnect();
        marks.firstRenderRows = rowIds();
        requestAnimationFrame(() =>
          setTimeout(() => {
            marks.paintedRows = rowIds();
          }),
        );
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-painted-rows');
    const drawn = (await html.getAttribute('data-first-render-rows'))?.split(',') ?? [];
    expect(await html.getAttribute('data-painted-rows')).toBe(drawn.join());
    // Enough of them to fill the list: no blank rows at its foot.
    const listHeight = await page.getByTestId('monitor-list').evaluate((list) => list.clientHeight);
    expect(drawn.length * 44).toBeGreaterThanOrEqual(listHeight);
  });
});

test('the door shows the ticket and its QR before Dexie has loaded, then stays live', async ({
  context,
  extensionId,
  openPopup,
}) => {
  const popup = await openPopup();
  const code = await confirmedCode(await buyFromPopup(popup, 'general'));
  await expect
    .poll(async () =>
      (await tableRows<{ decodedText: string | null }>(context, 'ticketImages')).map(
        (image) => image.decodedText !== null,
      ),
    )
    .toEqual([true]);

  const page = await context.newPage();
  const dexie = await holdDexie(page);
  await page.goto(`chrome-extension://${extensionId}/door.html`);
  const door = doorPage(page);
  await expect(door.code).toHaveText(code);
  await expect(door.qr).toBeVisible();
  await expect.poll(dexie.requested).toBeGreaterThan(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await keepScreenshot(page, `door-first-paint-${scheme}.png`);
  }

  await dexie.release();
  // Live again: a second ticket bought meanwhile joins the door's list by itself.
  await confirmedCode(await buyFromPopup(popup, 'event'));
  await expect(door.position).toHaveText('Ticket 1 of 2');
});
