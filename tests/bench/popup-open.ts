/**
 * Benchmark: popup open → first monitor row painted, with 500 and 10,000 cached monitors, beside
 * its floor — floors/popup-floor.html, an extension page with one small script that reads the same
 * first 40 rows from the same index with raw IndexedDB and writes them into the DOM — opened the
 * same way in the same browser, alternating with the popup. Also the popup's JS heap after GC,
 * at 10,000 and 50,000 monitors: what it keeps should not grow with the account.
 *
 * Beside each timed figure, the same opens in the page's own clock: navigation start → the
 * animation frame that first draws a row (no budget). The timed figure also holds the time
 * Playwright takes to see the row, which grows with whatever the page runs after painting
 * (the popup loads Dexie then); this one shows the paint alone.
 * Run: `npm run build:e2e && npm run bench:popup`.
 */
import { pageHeapMb } from './cdp';
import { benchEnvironment, waitForCachedMonitors } from './harness';
import { type BenchLine, formatTable, summarize } from './report';

const RUNS = 9;
const FIRST_ROW = '[data-testid="monitor-row"]';

async function measure(count: number, { timing }: { timing: boolean }): Promise<BenchLine[]> {
  const env = await benchEnvironment(count);
  try {
    const { context, extensionId } = env;
    await waitForCachedMonitors(context, count);
    const page = await context.newPage();
    await page.addInitScript(markRowFrame, FIRST_ROW);
    const open = async (path: string) => {
      await page.goto('about:blank');
      const started = performance.now();
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      await page.waitForSelector(FIRST_ROW);
      const elapsed = performance.now() - started;
      const frameAt = page.locator('html[data-row-frame-at]');
      return { elapsed, painted: Number(await frameAt.getAttribute('data-row-frame-at')) };
    };
    const lines: BenchLine[] = [];
    if (timing) {
      const popup: Awaited<ReturnType<typeof open>>[] = [];
      const floor: Awaited<ReturnType<typeof open>>[] = [];
      // Alternating, so a slow moment of the machine hits both alike.
      for (let run = 0; run < RUNS; run++) {
        floor.push(await open('popup-floor.html'));
        popup.push(await open('popup.html'));
      }
      const figure = summarize(popup.map((sample) => sample.elapsed));
      lines.push({
        figure: `popup open → first row, ${count.toLocaleString('en')} monitors`,
        value: figure.median,
        spread: figure,
        unit: 'ms',
        floor: { label: 'raw IDB page', value: summarize(floor.map((s) => s.elapsed)).median },
        budget: { ratioAtMost: 1.5 },
      });
      const inPage = summarize(popup.map((sample) => sample.painted));
      lines.push({
        figure: `  in the page: navigation → row's frame`,
        value: inPage.median,
        spread: inPage,
        unit: 'ms',
        floor: { label: 'raw IDB page', value: summarize(floor.map((s) => s.painted)).median },
      });
    }
    await open('popup.html');
    const heaps: number[] = [];
    for (let run = 0; run < 3; run++) heaps.push(await pageHeapMb(context, page));
    const heap = summarize(heaps);
    lines.push({
      figure: `popup heap after GC, ${count.toLocaleString('en')} monitors`,
      value: heap.median,
      spread: heap,
      unit: 'MB',
      budget: { atMost: 5 },
    });
    return lines;
  } finally {
    await env.close();
  }
}

/** In the page: marks the start of the animation frame that first draws a `row`. */
function markRowFrame(row: string) {
  new MutationObserver((_, observer) => {
    if (!document.querySelector(row)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      document.documentElement.dataset.rowFrameAt = String(performance.now());
    });
  }).observe(document, { childList: true, subtree: true });
}

export async function popupBench(): Promise<BenchLine[]> {
  return [
    ...(await measure(500, { timing: true })),
    ...(await measure(10_000, { timing: true })),
    ...(await measure(50_000, { timing: false })),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(formatTable(await popupBench()));
