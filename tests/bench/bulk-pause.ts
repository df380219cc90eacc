/**
 * Measurement: the popup's bulk pause of every monitor at 10,000 monitors, through the real
 * extension and the local server. The monitoring API has no bulk pause (CONTRACT.md), so each
 * monitor is one queued write the outbox sends a few at a time. Prints how long queueing took,
 * how fast the writes reached the server (the busiest second and the average), and how long
 * the queue took to drain, or how far it got within DRAIN_LIMIT_MS.
 * Run: `npm run build:bench && npm run bench:pause [-- monitorCount]`.
 *
 * 10,000 monitors, 9,168 running: queued in 20 s, all sent in 123 s (74 a second). Before
 * flush.ts sent every independent write per read of the queue, it read the whole queue for
 * every 3 writes sent, and 3 writes went out in 5 minutes.
 */
import { NO_FILTER } from '../../lib/model/monitor-filter';
import { sendCommand } from '../e2e/support/commands';
import { benchEnvironment, waitForCachedMonitors } from './harness';

const COUNT = Number(process.argv[2] ?? 10_000);
const DRAIN_LIMIT_MS = 5 * 60_000;

const env = await benchEnvironment(COUNT);
try {
  const { context, extensionId, server } = env;
  await waitForCachedMonitors(context, COUNT);
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  const monitors = [...server.context.state.monitoring.monitors.values()];
  const running = monitors.filter((m) => m.pause === 'active').length;
  const logStart = server.context.log.entries.length;

  const started = performance.now();
  const { paused } = await sendCommand(page, 'pauseListedUntil', {
    filter: NO_FILTER,
    until: Date.now() + 3_600_000,
  });
  const queuedMs = performance.now() - started;

  const pausesSent = () =>
    server.context.log.entries
      .slice(logStart)
      .filter((e) => e.method === 'PATCH' && e.path.includes('/monitors/pause/'));
  while (pausesSent().length < paused && performance.now() - started < DRAIN_LIMIT_MS)
    await new Promise((resolve) => setTimeout(resolve, 250));
  const drainedMs = performance.now() - started;

  const perSecond = new Map<number, number>();
  for (const entry of pausesSent()) {
    const second = Math.floor(Date.parse(entry.at) / 1000);
    perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
  }
  const sent = pausesSent().length;
  console.log(
    JSON.stringify(
      {
        monitors: COUNT,
        running,
        paused,
        queuedMs: Math.round(queuedMs),
        sent,
        drainedMs: Math.round(drainedMs),
        drained: sent >= paused,
        busiestSecond: Math.max(0, ...perSecond.values()),
        averagePerSecond: Math.round((sent / drainedMs) * 1000),
      },
      null,
      2,
    ),
  );
} finally {
  await env.close();
}
