import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

/**
 * The store listing's images (docs/STORES.md, "Listing"): screenshots of the real pages, framed
 * with the listing's caption on a plain backdrop at the size the Chrome Web Store asks for
 * (1280×800 screenshots, a 440×280 small promo tile). The frame is a page of its own, built here,
 * showing the page's screenshot as an image: an extension page cannot be framed by another page.
 */

export const SCREENSHOT = { width: 1280, height: 800 } as const;
export const PROMO_TILE = { width: 440, height: 280 } as const;
/** The caption band above a full-width page; the page's own screenshot fills the rest. */
const BAND_HEIGHT = 120;

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const ICON = dataUrl(
  readFileSync(fileURLToPath(new URL('../../../public/icon/128.png', import.meta.url))),
);

const htmlText = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const BASE_STYLE = `
  * { box-sizing: border-box; margin: 0; }
  body { width: 100vw; height: 100vh; overflow: hidden; color: #1b1f24;
    font-family: system-ui, sans-serif; background: linear-gradient(135deg, #dfeafb, #f5f8fc); }
  .brand { display: flex; align-items: center; gap: 14px; font-weight: 700; }
  .shot { display: block; border-radius: 12px; box-shadow: 0 18px 48px rgb(11 40 90 / 0.28); }`;

/** The popup beside its caption: a narrow page shown at its own size. */
export const besideCaption = (caption: string, name: string, shot: Buffer) => `
  <style>${BASE_STYLE}
    body { display: flex; align-items: center; justify-content: center; gap: 72px; }
    .text { width: 560px; } .brand { font-size: 30px; margin-bottom: 28px; }
    p { font-size: 38px; line-height: 1.3; font-weight: 600; }</style>
  <div class="text"><div class="brand"><img src="${ICON}" width="64" height="64" alt="">
    ${htmlText(name)}</div><p>${htmlText(caption)}</p></div>
  <img class="shot" src="${dataUrl(shot)}" alt="">`;

/** A full-width page under a band with its caption. */
export const underCaption = (caption: string, name: string, shot: Buffer) => `
  <style>${BASE_STYLE}
    .band { height: ${BAND_HEIGHT}px; display: flex; align-items: center; gap: 28px; padding: 0 40px; }
    .brand { font-size: 24px; } p { font-size: 30px; font-weight: 600; }
    .shot { border-radius: 0; box-shadow: 0 -6px 24px rgb(11 40 90 / 0.18); }</style>
  <div class="band"><div class="brand"><img src="${ICON}" width="56" height="56" alt="">
    ${htmlText(name)}</div><p>${htmlText(caption)}</p></div>
  <img class="shot" src="${dataUrl(shot)}" alt="">`;

/** The small promo tile: the icon, the name and the short description. */
export const promoTile = (name: string, short: string) => `
  <style>${BASE_STYLE}
    body { display: flex; flex-direction: column; justify-content: center; padding: 0 36px; gap: 18px; }
    .brand { font-size: 40px; } p { font-size: 21px; line-height: 1.35; }</style>
  <div class="brand"><img src="${ICON}" width="80" height="80" alt="">${htmlText(name)}</div>
  <p>${htmlText(short)}</p>`;

/** Renders `html` at `size` in `page` once its images are decoded; the PNG. */
async function renderFrame(page: Page, size: { width: number; height: number }, html: string) {
  await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setContent(`<!doctype html><html><body>${html}</body></html>`);
  await page
    .locator('img')
    .evaluateAll((images) =>
      Promise.all(images.map((image) => (image as HTMLImageElement).decode())),
    );
  // Nothing may spill out of the frame: a caption too long for it would be cut off.
  expect(
    await page.evaluate(() => [document.body.scrollWidth, document.body.scrollHeight]),
  ).toEqual([size.width, size.height]);
  return page.screenshot();
}

/** A PNG's size in pixels, as a store's upload form reads it. */
function pngSize(png: Buffer) {
  const { width, height } = PNG.sync.read(png);
  return { width, height };
}

/** Writes a listing image to docs/store/, only when asked (`GATEHOUSE_SCREENSHOTS=1`). */
function keepStoreImage(name: string, png: Buffer) {
  if (!process.env.GATEHOUSE_SCREENSHOTS) return;
  writeFileSync(fileURLToPath(new URL(`../../../docs/store/${name}`, import.meta.url)), png);
}

/**
 * The image `html` frames, at `size`, rendered in `page` (a page of its own): checked for the
 * exact size a store's upload form asks for, and kept as docs/store/`name` when asked.
 */
export async function listingImage(
  page: Page,
  size: { width: number; height: number },
  html: string,
  name: string,
) {
  const png = await renderFrame(page, size, html);
  expect(pngSize(png)).toEqual(size);
  keepStoreImage(name, png);
}

/** A page as the listing shows it: light, and as large as its place in the frame. */
export async function asListed(page: Page, place: 'popup' | 'under-caption') {
  await page.setViewportSize(
    place === 'popup'
      ? { width: 400, height: 600 }
      : { width: SCREENSHOT.width, height: SCREENSHOT.height - BAND_HEIGHT },
  );
  await page.emulateMedia({ colorScheme: 'light' });
}
