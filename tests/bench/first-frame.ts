/**
 * When a page first showed something, as the browser itself reports it (Element Timing), on the
 * wall clock and in the page's own. Watched without Playwright's selector engine or its polling:
 * the script it injects for them ran on the page's main thread while the page loaded, and its
 * polls saw a change up to a frame or 50 ms late (popup-open.ts says how much that moved).
 * Reading the answer still runs a small script of Playwright's in the page, on every page alike.
 */
import type { Page } from '@playwright/test';
import { type BenchLine, summarize } from './report';

/** Element Timing reports a painted element within a frame; this long without means it never will. */
const PAINT_TIMEOUT_MS = 10_000;

interface FirstFrame {
  /** In the page's clock: milliseconds from its navigation start. */
  inPage: number;
  /** When the frame was presented, in milliseconds since the epoch. */
  presentedAt: number;
}
type FirstFrameWindow = { firstFrame: Promise<FirstFrame> };

/**
 * In the page, before its own scripts (an init script): `window.firstFrame` resolves with the
 * moment the first element matching `selector` was first presented on screen. This runs in the
 * page: nothing from this module is in scope, and no function in it may have a name (tsx would
 * wrap it in a helper the page does not have).
 *
 * The attribute goes on the element and every element in it, since a text's paint is reported
 * for the block that holds it, which may be any of them; again on a new first match, should the
 * page replace the one it had. An <img> waiting for its src is reported for its alt text (a
 * text-paint entry): that is not its picture, and does not count.
 */
export function markFirstFrame(selector: string) {
  (window as unknown as FirstFrameWindow).firstFrame = new Promise((resolve, reject) => {
    let marked: Element | null = null;
    const marking = new MutationObserver(() => {
      const first = document.querySelector(selector);
      if (!first || first === marked) return;
      marked = first;
      for (const element of [first, ...first.querySelectorAll('*')])
        element.setAttribute('elementtiming', 'first-frame');
    });
    marking.observe(document, { childList: true, subtree: true });
    new PerformanceObserver((entries, watcher) => {
      const times = (
        entries.getEntries() as (PerformanceEntry & {
          identifier: string;
          renderTime: number;
          element: Element | null;
        })[]
      )
        .filter(
          (entry) =>
            entry.identifier === 'first-frame' &&
            !(entry.name === 'text-paint' && entry.element?.tagName === 'IMG'),
        )
        .map((entry) => entry.renderTime);
      if (times.length === 0) return;
      watcher.disconnect();
      marking.disconnect();
      const presented = Math.min(...times);
      if (!(presented > 0)) return reject(new Error(`The browser gave ${selector} no paint time`));
      resolve({ inPage: presented, presentedAt: performance.timeOrigin + presented });
    }).observe({ type: 'element', buffered: true });
  });
}

/**
 * Opens `url` in `page` (whose init scripts include `markFirstFrame`) and waits for the frame it
 * watches for: milliseconds from asking for the page to that frame (the wall clock: what a user
 * sees, from outside), and from the page's navigation start.
 */
export async function openToFirstFrame(page: Page, url: string) {
  // Date.now(), not Node's performance clock: Node reads its timeOrigin once when it starts and
  // drifts from the wall clock over a long run; the page reads its own as it navigates.
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
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
  const painted = frame.presentedAt - started;
  // The page navigated after `started`: a frame before it means the two clocks disagree.
  if (!(painted >= frame.inPage - 1))
    throw new Error(`The page's clock and Node's disagree: ${painted} ms < ${frame.inPage} ms`);
  return { painted, inPage: frame.inPage };
}

export type Opened = Awaited<ReturnType<typeof openToFirstFrame>>;

/**
 * A page's figure beside its floor's, both opened to their first frame alike: from asking for
 * the page (the budgeted line), and, indented and without budget, in the page's own clock.
 */
export function firstFrameLines(
  { figure, inPage, floorLabel }: { figure: string; inPage: string; floorLabel: string },
  page: readonly Opened[],
  floor: readonly Opened[],
  budget: BenchLine['budget'],
): BenchLine[] {
  const line = (name: string, of: (opened: Opened) => number): BenchLine => {
    const samples = summarize(page.map(of));
    return {
      figure: name,
      value: samples.median,
      spread: samples,
      unit: 'ms',
      floor: { label: floorLabel, value: summarize(floor.map(of)).median },
    };
  };
  return [
    { ...line(figure, (opened) => opened.painted), budget },
    line(`  in the page: ${inPage}`, (opened) => opened.inPage),
  ];
}
