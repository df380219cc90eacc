import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { decodeQrPng } from '../../integration/support/decode-qr';
import { tableRows } from '../support/worker';

/**
 * Opens the buy form the way a user does: "Buy ticket" in the popup's museum strip opens the
 * Tickets page in its own tab, with the form open.
 */
export async function openBuyForm(popup: Page) {
  const opened = popup.context().waitForEvent('page');
  await popup.getByTestId('buy-ticket-toggle').click();
  const page = await opened;
  const form = page.getByTestId('buy-ticket-form');
  await expect(form).toBeVisible();
  return { page, form };
}

export interface BuyChoice {
  /** The day as offered (YYYY-MM-DD), or the n-th day offered (0 the first); the first if absent. */
  day?: string | number;
  quantity?: number;
}

/**
 * Buys through the form opened from the popup and waits for the form to close; returns the page
 * it happened on, whose `confirmedCode` is the museum's confirmation.
 */
export async function buyFromPopup(popup: Page, kind: TicketKind, choice: BuyChoice = {}) {
  const { page, form } = await openBuyForm(popup);
  await fillAndBuy(form, kind, choice);
  return page;
}

/** Buys with the form of the Tickets page already open in `page` (its own "Buy ticket"). */
export async function buyOnTicketsPage(page: Page, kind: TicketKind, choice: BuyChoice = {}) {
  await page.getByTestId('buy-ticket-toggle').click();
  await fillAndBuy(page.getByTestId('buy-ticket-form'), kind, choice);
}

type TicketKind = 'general' | 'event';

async function fillAndBuy(form: Locator, kind: TicketKind, { day, quantity }: BuyChoice) {
  await form.getByTestId(`ticket-kind-${kind}`).check();
  // In an English or a German browser (the store listing's images and the gallery buy in both).
  if (kind === 'event') await expect(form.getByLabel(/^(Event|Veranstaltung)$/)).toBeVisible();
  const date = form.getByLabel(/^(Date|Datum)$/);
  if (typeof day === 'string') await date.selectOption(day);
  if (typeof day === 'number') await date.selectOption({ index: day });
  if (quantity) await form.getByLabel('Tickets', { exact: true }).fill(String(quantity));
  await form.getByLabel(/^(Email|E-Mail)$/).fill('visitor@example.com');
  await form.getByTestId('buy-ticket-submit').click();
  await expect(form).toBeHidden();
}

/**
 * A bound, not a wait: a purchase is sent after the writes queued before it, each followed by its
 * QR image's fetch, which on a loaded 2-core machine may add up to more than the 10 s a plain
 * expectation allows. The test goes on as soon as it is bought.
 */
const PURCHASE_BOUND_MS = 60_000;

/**
 * Waits until every ticket of the order the page just submitted is bought. Its tickets then stand
 * in one state, so the page shows one status with a code for each; while they differ it shows one
 * status per state (lib/model/ticket-purchases.ts), and those merge as the last one is bought.
 */
export async function orderBought(page: Page, quantity: number) {
  const status = page.getByTestId('purchase-status');
  await expect(status.getByTestId('purchase-code')).toHaveCount(quantity, {
    timeout: PURCHASE_BOUND_MS,
  });
  await expect(status).toHaveCount(1);
  await expect(status).toHaveAttribute('data-state', 'bought');
}

/** The confirmation code the page shows once the purchase it follows is bought. */
export async function confirmedCode(page: Page) {
  await orderBought(page, 1);
  const status = page.getByTestId('purchase-status');
  return (await status.getByTestId('purchase-code').textContent()) ?? '';
}

/** The door view as staff and scanner see it. */
export function doorPage(page: Page) {
  return {
    page,
    qr: page.getByTestId('door-qr'),
    code: page.getByTestId('door-code'),
    position: page.getByTestId('door-position'),
    details: page.getByTestId('door-details'),
    waiting: page.getByTestId('door-waiting'),
    warning: (kind: string) => page.getByTestId(`warning-${kind}`),
    /** What a scanner reads off the screen: the white card with its quiet zone, as rendered. */
    async scannedFromScreen() {
      await expect(this.qr).toBeVisible();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="door-qr"]');
        return img?.complete && img.naturalWidth > 0;
      });
      return decodeQrPng(await page.locator('.qr-card').screenshot());
    },
    /** What the shown image itself holds: its pixels, drawn on a canvas in the page. */
    async decodedImage() {
      const { width, height, base64 } = await this.qr.evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(img, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let binary = '';
        for (let i = 0; i < data.length; i += 0x8000)
          binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
        return { width: canvas.width, height: canvas.height, base64: btoa(binary) };
      });
      const pixels = new Uint8ClampedArray(Buffer.from(base64, 'base64'));
      return jsQR(pixels, width, height)?.data ?? null;
    },
  };
}

/** Whether the whole element lies inside the viewport, nothing cut off or below the fold. */
export async function whollyInViewport(locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize();
  if (!box || !viewport) return false;
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width &&
    box.y + box.height <= viewport.height
  );
}

/**
 * The characters after which the element's text moves to a new line, as laid out: each
 * character's box is measured, and a line break is where the next one starts lower down.
 */
export async function charactersBeforeLineBreaks(locator: Locator) {
  return locator.evaluate((element) => {
    const text = element.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error('Expected plain text');
    const length = text.textContent?.length ?? 0;
    const range = document.createRange();
    const tops: number[] = [];
    for (let i = 0; i < length; i++) {
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      tops.push(range.getBoundingClientRect().top);
    }
    const content = text.textContent ?? '';
    return tops.flatMap((top, i) =>
      i > 0 && top > (tops[i - 1] ?? top) + 1 ? [content[i - 1]] : [],
    );
  });
}

/** For each cached ticket image, whether the worker read it back (verified), as it stored them. */
export async function imagesVerified(context: BrowserContext) {
  const images = await tableRows<{ decodedText: string | null }>(context, 'ticketImages');
  return images.map((image) => image.decodedText !== null);
}
