import type { BrowserContext, Page } from '@playwright/test';
import { isoDateFromToday } from '../../lib/model/calendar';
import { ticketQrText } from '../../lib/model/museum/ticket-qr-text';
import { expect, test } from './fixtures';
import {
  buyFromPopup,
  charactersBeforeLineBreaks,
  confirmedCode,
  doorPage,
  whollyInViewport,
} from './pages/tickets';
import {
  keepScreenshot,
  qrFetchRunning,
  sendCommand,
  seriousA11yViolations,
} from './support/commands';
import { launchWithExtension } from './support/extension';
import { ALL_DAY, publishHours } from './support/museum';
import { tableRows } from './support/worker';

const QR_PATH = /^\/v1\.1\/tickets\/[^/]+\/qr$/;

type PaintsWindow = { ticketAndQrPainted: Promise<{ title: number; qr: number }> };
/** Far more than a cold start takes to paint the door; only turns a hang into words. */
const PAINTS_PATIENCE_MS = 30_000;

/**
 * In the page, before its scripts: `window.ticketAndQrPainted` resolves with the frames (the
 * browser's own Element Timing) that first showed the ticket's title and its QR image. The page's
 * first paint of the image's alt text is not the image. Rejects, naming what was painted, if
 * either is not painted in PAINTS_PATIENCE_MS: a clear failure instead of the test's own timeout.
 * Runs in the page: no named functions, nothing from this module in scope but its argument.
 */
function watchTicketAndQrPaints(patienceMs: number) {
  (window as unknown as PaintsWindow).ticketAndQrPainted = new Promise((resolve, reject) => {
    const painted: Record<string, number> = {};
    setTimeout(
      () => reject(new Error(`Painted in ${patienceMs} ms: ${JSON.stringify(painted)}`)),
      patienceMs,
    );
    new MutationObserver(() => {
      const title = document.getElementById('door-ticket-title');
      for (const element of title ? [title, ...title.querySelectorAll('*')] : [])
        element.setAttribute('elementtiming', 'title');
      document.querySelector('[data-testid="door-qr"]')?.setAttribute('elementtiming', 'qr');
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & {
        identifier: string;
        renderTime: number;
      })[]) {
        if (entry.identifier === 'qr' && entry.name === 'text-paint') continue;
        painted[entry.identifier] ??= entry.renderTime;
      }
      if ('title' in painted && 'qr' in painted)
        resolve({ title: painted.title as number, qr: painted.qr as number });
    }).observe({ type: 'element', buffered: true });
  });
}

test('tickets bought online show at the door from a cold start with no network, and scan', async ({
  context,
  extensionId,
  profileDir,
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  const generalCode = await confirmedCode(await buyFromPopup(popup, 'general'));
  const eventCode = await confirmedCode(await buyFromPopup(popup, 'event'));
  await expect(popup.getByTestId('ticket-link')).toHaveCount(2);
  // Cached and proven scannable by the background, before anything goes offline.
  await expect
    .poll(async () =>
      (await tableRows<{ decodedText: string | null }>(context, 'ticketImages')).map(
        (image) => image.decodedText !== null,
      ),
    )
    .toEqual([true, true]);
  const sold = [...server.context.state.museum.tickets.values()];
  expect(sold.map((t) => t.confirmationCode).sort()).toEqual([generalCode, eventCode].sort());

  await context.close();
  await server.close();
  const relaunched = await launchWithExtension({ profileDir, extensionId });
  try {
    await relaunched.context.setOffline(true);
    await relaunched.context.addInitScript(watchTicketAndQrPaints, PAINTS_PATIENCE_MS);
    const page = await relaunched.context.newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!/^(chrome-extension|blob):/.test(request.url())) outside.push(request.url());
    });
    await page.goto(`chrome-extension://${extensionId}/door.html`);
    // No frame shows the first ticket without its QR: at a cold start the QR came a frame or
    // more later. (The view decodes it first, waiting at most entrypoints/door/first-qr.ts's
    // patience, far more than a QR takes even on a busy machine.)
    const paints = await page.evaluate(
      () => (window as unknown as PaintsWindow).ticketAndQrPainted,
    );
    expect(paints.title).toBeGreaterThan(0);
    expect(paints.qr).toBe(paints.title);
    const door = doorPage(page);
    const shown: string[] = [];
    for (const [index] of sold.entries()) {
      await expect(door.position).toHaveText(`Ticket ${index + 1} of ${sold.length}`);
      const code = await door.code.textContent();
      const ticket = sold.find((t) => t.confirmationCode === code);
      if (!ticket) throw new Error(`The door view shows ${code}, which the museum never sold`);
      await expect(page.getByTestId('door-ticket')).toHaveAttribute(
        'data-ticket-id',
        ticket.ticketId,
      );
      expect(await door.scannedFromScreen()).toBe(ticketQrText(ticket));
      expect(await door.decodedImage()).toBe(ticketQrText(ticket));
      await expect(page.getByTestId('door-cached-at')).toContainText('Saved on');
      shown.push(ticket.ticketId);
      await page.keyboard.press('ArrowRight');
    }
    expect(shown.sort()).toEqual(sold.map((t) => t.ticketId).sort());
    await expect(door.position).toHaveText('Ticket 2 of 2');
    await page.getByTestId('door-previous').click();
    await expect(door.position).toHaveText('Ticket 1 of 2');
    expect(outside).toEqual([]);
  } finally {
    await relaunched.context.close();
  }
});

test('a museum whose QR encodes a URL: the ticket shows at the door from a cold start with no network, and scans', async ({
  context,
  extensionId,
  profileDir,
  openPopup,
  server,
}) => {
  // What the code encodes is not published: this museum puts a link in it.
  server.context.config.qrText = 'url';
  const popup = await openPopup();
  const code = await confirmedCode(await buyFromPopup(popup, 'general'));
  const [ticket] = [...server.context.state.museum.tickets.values()];
  if (!ticket) throw new Error('the museum sold no ticket');
  const link = `https://tickets.museum.example/t/${ticket.ticketId}?code=${code}`;
  await expect
    .poll(async () =>
      (await tableRows<{ decodedText: string | null }>(context, 'ticketImages')).map(
        (image) => image.decodedText,
      ),
    )
    .toEqual([link]);

  await context.close();
  await server.close();
  const relaunched = await launchWithExtension({ profileDir, extensionId });
  try {
    await relaunched.context.setOffline(true);
    const page = await relaunched.context.newPage();
    await page.goto(`chrome-extension://${extensionId}/door.html`);
    const door = doorPage(page);
    await expect(door.code).toHaveText(code);
    expect(await door.scannedFromScreen()).toBe(link);
    // Any day's notice may show; none about the QR code.
    await expect(page.locator('[data-testid^="warning-qr-"]')).toHaveCount(0);
  } finally {
    await relaunched.context.close();
  }
});

test('a corrupt QR image shows a warning at the door and is fetched again on later syncs', async ({
  context,
  extensionId,
  openPopup,
  server,
}) => {
  server.context.faults.add({ path: '/v1.1/tickets/*/qr', kind: 'truncate' });
  const qrFetches = () =>
    server.context.log.entries.filter((e) => e.method === 'GET' && QR_PATH.test(e.path)).length;
  const popup = await openPopup();
  await confirmedCode(await buyFromPopup(popup, 'general'));
  await expect.poll(qrFetches).toBeGreaterThanOrEqual(2); // at once, and once more

  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/door.html`);
  const door = doorPage(page);
  await expect(door.warning('qr-unverified')).toContainText('QR code could not be verified');
  /**
   * One refresh and the image fetch it leads to, whole. A fetch asked for while another runs is
   * skipped (qrFetchRunning), so each starts once none runs — a round started by the purchase may
   * still hold the image — and ends once its own is over: each try fetches a damaged image twice,
   * and a second fetch still under way when the fault is cleared would take the next refresh's
   * place and answer with the damaged image.
   */
  const refreshFetchesAgain = async () => {
    await expect.poll(() => qrFetchRunning(page)).toBe(false);
    const before = qrFetches();
    await sendCommand(page, 'refresh', { resources: ['museumHours'] });
    // The image is fetched again after the refresh answers (ticket upkeep runs behind it).
    await expect.poll(qrFetches).toBeGreaterThan(before);
    await expect.poll(() => qrFetchRunning(page)).toBe(false);
  };
  for (let sync = 0; sync < 2; sync++) {
    await refreshFetchesAgain();
    await expect(door.warning('qr-unverified')).toBeVisible();
  }

  server.context.faults.clear();
  await refreshFetchesAgain();
  await expect(door.warning('qr-unverified')).toBeHidden();
  const [ticket] = [...server.context.state.museum.tickets.values()];
  expect(await door.scannedFromScreen()).toBe(ticketQrText(ticket as never));
});

test('the door keeps the good QR and says why a bomb or a non-PNG answer was refused, then recovers', async ({
  context,
  extensionId,
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  await confirmedCode(await buyFromPopup(popup, 'general'));
  const [ticket] = [...server.context.state.museum.tickets.values()];
  if (!ticket) throw new Error('The museum sold no ticket');
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/door.html`);
  const door = doorPage(page);
  expect(await door.scannedFromScreen()).toBe(ticketQrText(ticket));
  const qrFetches = () =>
    server.context.log.entries.filter((e) => e.method === 'GET' && QR_PATH.test(e.path)).length;

  const refusals = [
    ['bomb', 'The museum sent an image too large to be a ticket (20,000 × 20,000 pixels).'],
    ['not-png', "the server's answer is not a PNG image"],
  ] as const;
  for (const [image, reason] of refusals) {
    server.context.faults.clear();
    server.context.faults.add({ path: '/v1.1/tickets/*/qr', kind: 'image', image });
    const before = qrFetches();
    const started = performance.now();
    // What the door's "Fetch the QR code again" sends.
    const result = await sendCommand(page, 'recacheTicketQr', { ticketId: ticket.ticketId });
    console.log(`door: ${image} answer refused in ${Math.round(performance.now() - started)} ms`);
    expect(result).toBe('failed');
    const kept = door.warning('qr-kept');
    await expect(kept).toContainText(reason);
    await expect(kept).toContainText('Showing the one saved on');
    expect(await door.scannedFromScreen()).toBe(ticketQrText(ticket));
    if (image === 'bomb') expect(qrFetches() - before).toBe(1); // never fetched again at once
  }

  server.context.faults.clear();
  await page.getByTestId('fetch-qr-again').click();
  await expect(door.warning('qr-kept')).toBeHidden();
  expect(await door.scannedFromScreen()).toBe(ticketQrText(ticket));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the door view passes axe in ${scheme} mode`, async ({
    context,
    extensionId,
    openPopup,
  }) => {
    const popup = await openPopup();
    // Usually not today: the warning banner is scanned too.
    await confirmedCode(await buyFromPopup(popup, 'event'));
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`chrome-extension://${extensionId}/door.html`);
    await expect(doorPage(page).qr).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

const SIZES = {
  laptop: { width: 1280, height: 720 },
  phone: { width: 390, height: 844 },
} as const;

/** Where a code may move to the next line: after its separators, never inside a token. */
const CODE_SEPARATORS = ['-', '_', '.', ' ', '/'];

/** Tomorrow as the form offers it, in this machine's time zone like the browser's. */
const tomorrow = () => isoDateFromToday(1);

/** Three bought tickets (general on the first and second open days, an event), one still queued. */
async function threeBoughtOneWaiting(popup: Page, context: BrowserContext) {
  await confirmedCode(await buyFromPopup(popup, 'general'));
  await confirmedCode(await buyFromPopup(popup, 'event'));
  await confirmedCode(await buyFromPopup(popup, 'general', { day: 1 }));
  await context.setOffline(true);
  const waiting = await buyFromPopup(popup, 'general');
  await expect(waiting.getByTestId('purchase-status')).toHaveAttribute('data-state', 'queued');
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`on a ${size} (${viewport.width}×${viewport.height}) the QR, the whole code and the navigation are in view, unbought tickets apart`, async ({
    context,
    extensionId,
    openPopup,
    server,
  }) => {
    await threeBoughtOneWaiting(await openPopup(), context);
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await page.goto(`chrome-extension://${extensionId}/door.html`);
    const door = doorPage(page);
    await expect(door.position).toHaveText('Ticket 1 of 3');
    await expect(door.waiting).toContainText('Not confirmed by the museum: 1');
    const events = [...server.context.state.museum.events.values()];
    const month = await page.evaluate(() =>
      new Date().toLocaleString(undefined, { month: 'long' }),
    );
    for (let shown = 1; shown <= 3; shown++) {
      await expect(door.position).toHaveText(`Ticket ${shown} of 3`);
      for (const part of [
        door.qr,
        door.code,
        page.getByTestId('door-previous'),
        page.getByTestId('door-next'),
      ])
        expect(await whollyInViewport(part)).toBe(true);
      const breaks = await charactersBeforeLineBreaks(door.code);
      expect(breaks.filter((c) => !CODE_SEPARATORS.includes(c ?? ''))).toEqual([]);
      await expect(door.details).toContainText('visitor@example.com');
      const saved = page.getByTestId('door-cached-at');
      await expect(saved).toContainText(`Saved on`);
      await expect(saved).toContainText(month);
      await expect(saved).not.toContainText(/\d+\/\d+\/\d{4}|\d:\d\d:\d\d/);
      const title = (await page.locator('#door-ticket-title').textContent()) ?? '';
      const event = events.find((e) => e.name === title);
      if (event) {
        await expect(door.details).toContainText('Special event');
        const price = await page.evaluate(
          (p) => new Intl.NumberFormat(undefined, { minimumFractionDigits: 2 }).format(p),
          event.price,
        );
        await expect(door.details).toContainText(price);
      } else {
        await expect(door.details).toContainText('General entry');
      }
      await page.keyboard.press('ArrowRight');
    }
    expect(await door.scannedFromScreen()).not.toBeNull();
    await page.getByTestId('door-previous').click();
    await page.getByTestId('door-previous').click();
    await expect(door.position).toHaveText('Ticket 1 of 3');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `door-${size}-${scheme}.png`);
    }
    // The one waiting opens from its list, uncounted, and → leads back to the bought ones.
    await door.waiting.getByRole('link').click();
    await expect(door.position).toHaveText('Not confirmed by the museum');
    await expect(door.warning('not-bought')).toBeVisible();
    await page.getByTestId('door-next').click();
    await expect(door.position).toHaveText('Ticket 1 of 3');
  });
}

test('a ticket for another day says so in view of the QR; today’s does not', async ({
  context,
  extensionId,
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  await publishHours(server, popup, [ALL_DAY, ALL_DAY]);
  await confirmedCode(await buyFromPopup(popup, 'general', { day: 0 }));
  await confirmedCode(await buyFromPopup(popup, 'general', { day: tomorrow() }));
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/door.html`);
  const door = doorPage(page);
  await expect(door.position).toHaveText('Ticket 1 of 2');
  await expect(door.qr).toBeVisible();
  await expect(page.getByTestId('door-warnings')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(door.position).toHaveText('Ticket 2 of 2');
  const longTomorrow = await page.evaluate(
    (day) =>
      new Date(`${day}T12:00`).toLocaleDateString(undefined, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    tomorrow(),
  );
  await expect(door.warning('not-today')).toHaveText(
    `Not for today: this ticket is for ${longTomorrow}.`,
  );
  // In view with the QR: read before anyone scans.
  expect(await whollyInViewport(door.warning('not-today'))).toBe(true);
});

/** The door on one bought ticket, `stubWakeLock` run in the page before its own script. */
async function doorOnOneTicket(
  popup: Page,
  context: BrowserContext,
  extensionId: string,
  stubWakeLock: () => void,
) {
  await confirmedCode(await buyFromPopup(popup, 'general'));
  const page = await context.newPage();
  await page.addInitScript(stubWakeLock);
  await page.goto(`chrome-extension://${extensionId}/door.html`);
  return page;
}

test('the door keeps the screen on while it shows a ticket, and asks again after the lock is lost', async ({
  context,
  extensionId,
  openPopup,
}) => {
  // Headless Chromium may refuse a screen wake lock; a stand-in records what the page asks for.
  const page = await doorOnOneTicket(await openPopup(), context, extensionId, () => {
    const asked: string[] = [];
    const held: (EventTarget & { released: boolean })[] = [];
    Object.assign(window, { wakeLockAsked: asked, wakeLocksHeld: held });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          asked.push(type);
          const sentinel = Object.assign(new EventTarget(), {
            released: false,
            type,
            release: async () => {
              sentinel.released = true;
              sentinel.dispatchEvent(new Event('release'));
            },
          });
          held.push(sentinel);
          return sentinel;
        },
      },
    });
  });
  await expect(doorPage(page).qr).toBeVisible();
  const door = page.locator('main.door');
  await expect(door).toHaveAttribute('data-wake-lock', 'held');
  expect(
    await page.evaluate(() => (window as never as { wakeLockAsked: string[] }).wakeLockAsked),
  ).toEqual(['screen']);

  // The browser drops the lock when the page is hidden; shown again, the door asks once more.
  await page.evaluate(async () => {
    const { wakeLocksHeld } = window as never as { wakeLocksHeld: { release(): Promise<void> }[] };
    await wakeLocksHeld[0]?.release();
  });
  await expect(door).toHaveAttribute('data-wake-lock', 'released');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(door).toHaveAttribute('data-wake-lock', 'held');
  expect(
    await page.evaluate(() => (window as never as { wakeLockAsked: string[] }).wakeLockAsked),
  ).toEqual(['screen', 'screen']);
});

test('where the browser refuses a wake lock, the door still shows the ticket and scans', async ({
  context,
  extensionId,
  openPopup,
  server,
}) => {
  const page = await doorOnOneTicket(await openPopup(), context, extensionId, () => {
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: () => Promise.reject(new DOMException('Battery saver', 'NotAllowedError')),
      },
    });
  });
  const [ticket] = [...server.context.state.museum.tickets.values()];
  expect(await doorPage(page).scannedFromScreen()).toBe(ticketQrText(ticket as never));
  await expect(page.locator('main.door')).toHaveAttribute('data-wake-lock', 'released');
});
