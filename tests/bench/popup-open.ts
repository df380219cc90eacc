/**
 * Benchmark: popup open → monitor list painted, with 500 and with 10,000 cached
 * monitors, beside the floor — an extension page with no script at all (manifest.json), opened
 * the same way in the same browser. Run: `npm run build:e2e && npm run bench:popup`.
 */
import { benchEnvironment, fmt, timeRuns, waitForCachedMonitors } from './harness';

const RUNS = 9;

async function measure(count: number) {
  const env = await benchEnvironment(count);
  const { context, extensionId } = env;
  await waitForCachedMonitors(context, count);
  const page = await context.newPage();
  const open = (path: string, ready: () => Promise<unknown>) => async () => {
    await page.goto('about:blank');
    const started = performance.now();
    await page.goto(`chrome-extension://${extensionId}/${path}`);
    await ready();
    return performance.now() - started;
  };
  const floor = await timeRuns(
    RUNS,
    open('manifest.json', () => page.waitForLoadState('load')),
  );
  const popup = await timeRuns(
    RUNS,
    open('popup.html', () => page.waitForSelector('[data-testid="monitor-row"]')),
  );
  await env.close();
  return { count, floor, popup };
}

for (const count of [500, 10_000]) {
  const { floor, popup } = await measure(count);
  console.log(
    `popup open → list painted, ${count} cached monitors: median ${fmt(popup.median)} (min ${fmt(popup.min)}, max ${fmt(popup.max)}); ` +
      `blank extension page: median ${fmt(floor.median)} (min ${fmt(floor.min)})`,
  );
}
