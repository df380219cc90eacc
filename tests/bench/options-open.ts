/**
 * Benchmark: the options page's monitors section with 10,000 and 100,000 cached monitors — open →
 * first rows visible, and one search keystroke → list updated — each beside its floor,
 * floors/options-floor.html: an extension page with one small script that reads the same first
 * rows from the same index with raw IndexedDB and writes them into a table, then filters every
 * monitor's name held in memory on each keystroke. Opened the same way in the same browser,
 * alternating with the options page. Open is timed to the frame that first shows a row, the
 * browser's own paint time (first-frame.ts), as the popup's and the door's are. In a scratch
 * run that alternated such opens with opens timed by Playwright's `waitForSelector` after the
 * page's load event, nine of each, the latter's medians read 26 ms later at 10,000 and 65 ms
 * later at 100,000: its polls and its script in the page counted as the page's time.
 *
 * Then the popup opened at once after the options page was closed in the middle of reading every
 * monitor (its first rows shown, not yet its count), beside the popup opened after the options
 * page had read them all: a read the closed page left running would hold IndexedDB and the
 * popup's first rows with it.
 * Run: `npm run build:bench && npm run bench:options`.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { firstFrameLines, markFirstFrame, type Opened, openToFirstFrame } from './first-frame';
import { benchEnvironment, waitForCachedMonitors } from './harness';
import { POPUP_FIRST_ROW } from './popup-open';
import { type BenchLine, runAsScript, summarize } from './report';

const RUNS = 7;
const FIRST_ROW = '[data-testid="record-row"]';
const LIST_COUNT = '[data-testid="list-count"]';
/** One keystroke each: every one changes what is shown, so each has a list to redraw. */
const KEYSTROKES = ['e', 'eu', 'eu-', 'eu-1', 'eu-12'];

const PAGES = {
  options: { path: 'options.html#/monitors', loaded: LIST_COUNT },
  floor: { path: 'options-floor.html', loaded: 'body[data-loaded="all"]' },
};

async function timeOpen(page: Page, url: string) {
  await page.goto('about:blank');
  return openToFirstFrame(page, url);
}

/**
 * In the page: from setting the search box's text to the next frame after the count changed
 * (the list is drawn in the same render as its count).
 */
function timeKeystroke(page: Page, text: string) {
  return page.evaluate(
    async ({ text, listCount }) => {
      const input = document.querySelector<HTMLInputElement>('input[type="search"]');
      const count = document.querySelector(listCount);
      if (!input || !count) throw new Error('No search box or count on this page');
      const changed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(count, { childList: true, characterData: true, subtree: true });
      });
      const started = performance.now();
      input.value = text;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await changed;
      await new Promise(requestAnimationFrame);
      return performance.now() - started;
    },
    { text, listCount: LIST_COUNT },
  );
}

async function keystrokes(page: Page) {
  const samples: number[] = [];
  for (const text of KEYSTROKES) samples.push(await timeKeystroke(page, text));
  await timeKeystroke(page, '');
  return samples;
}

const everyMonitor = (count: number) => `${count.toLocaleString('en')} monitors`;

/** Waits until the options page shows every monitor counted: its whole read is over. */
function allCounted(page: Page, count: number) {
  return page.waitForFunction(
    ({ selector, all }) => document.querySelector(selector)?.textContent === all,
    { selector: LIST_COUNT, all: everyMonitor(count) },
  );
}

/**
 * The popup opened right after the options page closed, mid-read or after its whole read
 * (alternating, each first in turn): from asking for the popup to its first row's frame. A close
 * meant mid-read that found every monitor already counted is not a sample, and is made again.
 */
async function popupAfterOptionsClosed(
  context: BrowserContext,
  url: (path: string) => string,
  count: number,
) {
  const after = { midRead: [] as Opened[], readDone: [] as Opened[] };
  const order = [
    ['readDone', 'midRead'],
    ['midRead', 'readDone'],
  ] as const;
  for (let run = 0, tries = 0; run < RUNS; run++) {
    for (const when of order[run % 2] ?? order[0]) {
      for (;;) {
        const options = await context.newPage();
        await options.goto(url(PAGES.options.path));
        await options.waitForSelector(FIRST_ROW);
        if (when === 'readDone') await allCounted(options, count);
        const counted = await options.locator(LIST_COUNT).textContent();
        await options.close();
        if (when === 'readDone' || counted !== everyMonitor(count)) break;
        if (++tries > RUNS) throw new Error('The options page read every monitor before it closed');
      }
      const popup = await context.newPage();
      await popup.addInitScript(markFirstFrame, POPUP_FIRST_ROW);
      after[when].push(await openToFirstFrame(popup, url('popup.html')));
      await popup.close();
    }
  }
  return after;
}

async function measure(count: number): Promise<BenchLine[]> {
  const env = await benchEnvironment(count);
  try {
    const { context, extensionId } = env;
    await waitForCachedMonitors(context, count);
    const page = await context.newPage();
    await page.addInitScript(markFirstFrame, FIRST_ROW);
    const url = (path: string) => `chrome-extension://${extensionId}/${path}`;
    const open = { options: [] as Opened[], floor: [] as Opened[] };
    const typed = { options: [] as number[], floor: [] as number[] };
    // Alternating, so a slow moment of the machine hits both alike.
    for (let run = 0; run < RUNS; run++) {
      for (const name of ['floor', 'options'] as const) {
        open[name].push(await timeOpen(page, url(PAGES[name].path)));
        await page.waitForSelector(PAGES[name].loaded);
        if (name === 'options') await allCounted(page, count);
        typed[name].push(...(await keystrokes(page)));
      }
    }
    await page.close();
    const closed = await popupAfterOptionsClosed(context, url, count);
    const n = count.toLocaleString('en');
    const typedSpread = summarize(typed.options);
    return [
      ...firstFrameLines(
        {
          figure: `options monitors open → first rows on screen, ${n}`,
          inPage: 'navigation → first rows on screen',
          floorLabel: 'raw IDB page',
        },
        open.options,
        open.floor,
        { atMost: 300 },
      ),
      {
        figure: `options search keystroke → list updated, ${n}`,
        value: typedSpread.median,
        spread: typedSpread,
        unit: 'ms',
        floor: { label: 'raw IDB page', value: summarize(typed.floor).median },
        budget: { atMost: 50 },
      },
      ...firstFrameLines(
        {
          figure: `popup open → first row, the options page just closed mid-read, ${n}`,
          inPage: 'navigation → first row on screen',
          floorLabel: 'closed after its read',
        },
        closed.midRead,
        closed.readDone,
        { ratioAtMost: 1.25 },
      ),
    ];
  } finally {
    await env.close();
  }
}

async function optionsBench(): Promise<BenchLine[]> {
  const lines: BenchLine[] = [];
  for (const count of [10_000, 100_000]) lines.push(...(await measure(count)));
  return lines;
}

await runAsScript(import.meta.url, optionsBench);
