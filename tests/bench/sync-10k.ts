/**
 * Benchmark: a full sync of 10,000 monitors from the local server into IndexedDB, through
 * the real extension, beside its floor — the same monitor pages fetched and parsed by the client
 * alone in Node, in the same run. Also reports whether the popup stayed responsive meanwhile
 * (longest main-thread task seen by the popup during the sync).
 * Run: `npm run build:e2e && npm run bench:sync`.
 */
import { createMonitoringApi } from '../../lib/api/monitoring/client';
import { sendCommand } from '../e2e/support/commands';
import { benchEnvironment, fmt, waitForCachedMonitors } from './harness';

const COUNT = 10_000;

/** lib/api/monitoring/token-store.ts reads WXT settings, which only exist inside the extension. */
function inMemoryTokens() {
  let token: Parameters<Parameters<typeof createMonitoringApi>[0]['tokenStore']['set']>[0] | null =
    null;
  return {
    get: async () => token,
    set: async (next: NonNullable<typeof token>) => {
      token = next;
    },
    clear: async () => {
      token = null;
    },
  };
}
const env = await benchEnvironment(COUNT);
const { context, extensionId, server } = env;
await waitForCachedMonitors(context, COUNT);

const api = createMonitoringApi({
  baseURL: server.monitoringBaseUrl,
  getCredentials: async () => ({ username: 'demo@example.com', password: 'demo' }),
  tokenStore: inMemoryTokens(),
});
await api.listAllMonitors();
const floorStart = performance.now();
const fetched = await api.listAllMonitors();
const floor = performance.now() - floorStart;

const popup = await context.newPage();
await popup.goto(`chrome-extension://${extensionId}/popup.html`);
await popup.waitForSelector('[data-testid="monitor-row"]');
await popup.evaluate(() => {
  const w = window as unknown as { longest: number };
  w.longest = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
  }).observe({ type: 'longtask' });
});
/** One timed monitors sync from the popup, and the longest main-thread task the popup had meanwhile. */
async function timedSync() {
  await popup.evaluate(() => {
    (window as unknown as { longest: number }).longest = 0;
  });
  const started = performance.now();
  const outcomes = await sendCommand(popup, 'refresh', { resources: ['monitors'] });
  const ms = performance.now() - started;
  const longest = await popup.evaluate(() => (window as unknown as { longest: number }).longest);
  return { ms, longest, result: outcomes[0]?.result };
}

// Steady state: the cache already holds the 10,000 monitors and a few changed at the server.
const steady = await timedSync();
// Cold: the cache is emptied first, so all 10,000 are written (and the popup re-renders them).
await sendCommand(popup, 'clearLocalData', {});
const cold = await timedSync();

console.log(
  `sync of ${fetched.length} monitors into IndexedDB — cold (empty cache): ${fmt(cold.ms)} (${cold.result}), ` +
    `longest popup task meanwhile ${fmt(cold.longest)}; steady (cache full): ${fmt(steady.ms)} (${steady.result}), ` +
    `longest popup task ${fmt(steady.longest)}; floor (fetch + validate only, Node client, same run): ${fmt(floor)}`,
);
await env.close();
