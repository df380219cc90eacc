/**
 * Issue 5 benchmark: a full sync of 10,000 monitors from the local server into IndexedDB, through
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
const started = performance.now();
const outcomes = await sendCommand(popup, 'refresh', { resources: ['monitors'] });
const full = performance.now() - started;
const longest = await popup.evaluate(() => (window as unknown as { longest: number }).longest);

console.log(
  `sync of ${fetched.length} monitors into IndexedDB: ${fmt(full)} (${outcomes[0]?.result}); ` +
    `floor (fetch + validate only, Node client): ${fmt(floor)}; longest popup main-thread task meanwhile: ${fmt(longest)}`,
);
await env.close();
