import { expect, type Page } from '@playwright/test';
import { SECONDARY_PX as TEXT_PX } from './type-floor';

/** The widths of the phones people carry (Android's common 360, 390 and 412 CSS px). */
export const PHONE_WIDTHS = [360, 390, 412] as const;
export const PHONE_HEIGHT = 844;

/** What a finger taps on the Tickets page, its buy form and the door: navigation and actions. */
export const TICKETS_TAPPED =
  'nav a, [data-testid="buy-ticket-toggle"], [data-testid="show-at-door"], a[href="/door.html"]';
export const FORM_TAPPED =
  '.buy-ticket select, .buy-ticket input:not([type="radio"]), .buy-ticket button, .buy-ticket label:has([type="radio"]), .purchase-status a, .purchase-status button';
export const DOOR_TAPPED =
  '[data-testid="door-previous"], [data-testid="door-next"], .door-warnings button';

/** Everything a finger taps in the popup, which Firefox for Android opens as a page. */
export const POPUP_TAPPED = '.popup :is(a, button, select, input, summary)';

/** How a page that fits a phone measures. */
export const FITS = { scrollsSideways: false, smallTargets: [], smallText: [] };

/** A finger's target (WCAG 2.5.5, Android's 48 dp; Apple's 44 pt). */
const TAP_PX = 44;

/**
 * How the page fits a phone, as a user would notice: whether it scrolls sideways, which of the
 * elements a finger must hit (`tapped`) are smaller than a fingertip, and which visible text is
 * smaller than 12 px. Each offender is named by its test id or tag and its text. Runs in the page,
 * so it is one self-contained function.
 */
function phoneFitInPage({
  tapped,
  TAP_PX,
  TEXT_PX,
}: {
  tapped: string;
  TAP_PX: number;
  TEXT_PX: number;
}) {
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const name = (element: Element) =>
    `${element.getAttribute('data-testid') ?? element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const smallTargets = [...document.querySelectorAll(tapped)].filter(shown).flatMap((element) => {
    const { width, height } = element.getBoundingClientRect();
    return height < TAP_PX || width < TAP_PX
      ? [`${name(element)} ${Math.round(width)}×${Math.round(height)}`]
      : [];
  });
  const smallText = new Set<string>();
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (texts.nextNode()) {
    const parent = texts.currentNode.parentElement;
    if (!parent || !texts.currentNode.textContent?.trim() || !shown(parent)) continue;
    if (parent.closest('.visually-hidden')) continue;
    const size = Number.parseFloat(getComputedStyle(parent).fontSize);
    if (size < TEXT_PX) smallText.add(`${name(parent)} ${size}px`);
  }
  return {
    scrollsSideways: document.documentElement.scrollWidth > innerWidth,
    smallTargets,
    smallText: [...smallText],
  };
}

/** Playwright's and puppeteer's pages both evaluate a function with one argument this way. */
interface EvaluatingPage {
  evaluate(fn: typeof phoneFitInPage, arg: Parameters<typeof phoneFitInPage>[0]): Promise<unknown>;
}

/** See phoneFitInPage; in Chromium through Playwright or in Firefox through puppeteer. */
export async function phoneFit(page: EvaluatingPage, tapped: string) {
  return (await page.evaluate(phoneFitInPage, { tapped, TAP_PX, TEXT_PX })) as ReturnType<
    typeof phoneFitInPage
  >;
}

/**
 * Makes `page` a touch screen's, as a phone is: `(pointer: coarse)` matches. Playwright's
 * `hasTouch` does not reach an extension page's own renderer in Chromium (its `pointer` stays
 * fine), and each load of the page drops it: so it is set through the DevTools protocol on the
 * page as loaded. Returns once the page's CSS sees it (the renderer may take a moment).
 */
export async function emulateTouchScreen(page: Page) {
  // The session stays attached: the emulation ends with it.
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await expect.poll(() => page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
}
