import type { Page } from '@playwright/test';

/**
 * When a page first showed something, as the browser itself reports it (Element Timing), on the
 * wall clock and in the page's own. Watched without Playwright's selector engine or its polling:
 * the script it injects for them ran on the page's main thread while the page loaded, and its
 * polls saw a change up to a frame or 50 ms late (popup-open.ts says how much that moved).
 */

/** Element Timing reports a painted element within a frame; this long without means it never will. */
const PAINT_TIMEOUT_MS = 10_000;

/**
 * Milliseconds since the epoch, read now: Node's `performance.timeOrigin` is read once when the
 * process starts and drifts from the wall clock over a long run; the page's is read when it
 * navigates, a moment before it is used.
 */
export const wallClock = () => Date.now();

interface FirstFrame {
  /** In the page's clock: milliseconds from its navigation start. */
  inPage: number;
  /** Milliseconds since the epoch. */
  wallClock: number;
}
type FirstFrameWindow = { firstFrame: Promise<FirstFrame> };

/**
 * In the page, before its own scripts (an init script): `window.firstFrame` resolves with the
 * moment the first element matching `selector` was first presented on screen (this runs in the
 * page: nothing from this module is in scope). The attribute goes on the element and every element
 * in it: a text's paint is reported for the block that holds it, which may be any of them; an
 * image's once it has loaded and painted.
 */
export function markFirstFrame(selector: string) {
  (window as unknown as FirstFrameWindow).firstFrame = new Promise((resolve, reject) => {
    new MutationObserver((_, observer) => {
      const first = document.querySelector(selector);
      if (!first) return;
      observer.disconnect();
      for (const element of [first, ...first.querySelectorAll('*')])
        element.setAttribute('elementtiming', 'first-frame');
      new PerformanceObserver((entries, watcher) => {
        // An image is reported painted before it has any content too (an <img> waiting for its
        // src shows its alt text): only a painted image counts, with its picture. (No named
        // function here: tsx would wrap it in a helper the page does not have.)
        const times = (
          entries.getEntries() as (PerformanceEntry & {
            identifier: string;
            renderTime: number;
            naturalWidth: number;
          })[]
        )
          .filter(
            (entry) =>
              entry.identifier === 'first-frame' &&
              (first.tagName !== 'IMG' || entry.naturalWidth > 0),
          )
          .map((entry) => entry.renderTime);
        if (times.length === 0) return;
        watcher.disconnect();
        const presented = Math.min(...times);
        if (!(presented > 0))
          return reject(new Error(`The browser gave ${selector} no paint time`));
        resolve({ inPage: presented, wallClock: performance.timeOrigin + presented });
      }).observe({ type: 'element', buffered: true });
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Waits for the frame `markFirstFrame` watches for in `page`, asked for at `started`
 * (`wallClock`): milliseconds from then to that frame, and from the page's navigation start.
 */
export async function firstFrameOf(page: Page, started: number) {
  const frame = await page.evaluate(
    (timeout) =>
      Promise.race([
        (window as unknown as FirstFrameWindow).firstFrame,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('No paint time for the watched element')), timeout),
        ),
      ]),
    PAINT_TIMEOUT_MS,
  );
  const painted = frame.wallClock - started;
  // The page navigated after `started`: a frame before it means the two clocks disagree.
  if (!(painted >= frame.inPage - 1))
    throw new Error(`The page's clock and Node's disagree: ${painted} ms < ${frame.inPage} ms`);
  return { painted, inPage: frame.inPage };
}
