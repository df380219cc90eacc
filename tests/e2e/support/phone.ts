import type { Page } from '@playwright/test';

/** The widths of the phones people carry (Android's common 360, 390 and 412 CSS px). */
export const PHONE_WIDTHS = [360, 390, 412] as const;
export const PHONE_HEIGHT = 844;

/** A finger's target (WCAG 2.5.5, Android's 48 dp; Apple's 44 pt). */
const TAP_PX = 44;
/** The house's smallest secondary text. */
const TEXT_PX = 12;

/**
 * How the page fits a phone, as a user would notice: whether it scrolls sideways, which of the
 * elements a finger must hit (`tapped`) are smaller than a fingertip, and which visible text is
 * smaller than 12 px. Each offender is named by its test id or tag and its text.
 */
export function phoneFit(page: Page, tapped: string) {
  return page.evaluate(
    ({ tapped, TAP_PX, TEXT_PX }) => {
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };
      const name = (element: Element) =>
        `${element.getAttribute('data-testid') ?? element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      const smallTargets = [...document.querySelectorAll(tapped)]
        .filter(shown)
        .flatMap((element) => {
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
    },
    { tapped, TAP_PX, TEXT_PX },
  );
}

/**
 * Makes `page` a touch screen's, as a phone is: `(pointer: coarse)` matches. Playwright's
 * `hasTouch` does not reach an extension page's own renderer in Chromium (its `pointer` stays
 * fine), and each load of the page drops it: so it is set through the DevTools protocol on the
 * page as loaded, and the page's CSS follows at once.
 */
export async function emulateTouchScreen(page: Page) {
  // The session stays attached: the emulation ends with it.
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
}
