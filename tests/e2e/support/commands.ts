import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import type { ResourceName } from '../../../lib/background/sync/resources';
import type { ProtocolMap, SyncOutcome } from '../../../lib/messaging/protocol';

/**
 * Sends a typed protocol command from an extension page, exactly as the UI does (the
 * @webext-core/messaging wire format), for steps the UI offers only in coarse form — e.g. a
 * timed pause of seconds instead of hours.
 */
export async function sendCommand<K extends keyof ProtocolMap>(
  page: Page,
  type: K,
  data: Parameters<ProtocolMap[K]>[0],
): Promise<ReturnType<ProtocolMap[K]>> {
  const reply = await page.evaluate(
    ({ type, data }) =>
      chrome.runtime.sendMessage({ id: Date.now(), type, data, timestamp: Date.now() }),
    { type, data },
  );
  if (reply?.err) throw new Error(`${type} failed: ${JSON.stringify(reply.err)}`);
  return reply?.res;
}

/**
 * How long a round may take to start and end: one already running goes first, and a round of
 * 10,000 monitors on a loaded machine takes tens of seconds.
 */
const ROUND_MS = 120_000;

/**
 * Whole rounds of the named resources' pulls (all, unnamed), each started by this call, run by the
 * worker (woken by the command if stopped). A refresh asked for while another round holds a
 * resource's lock (the first sync after launch, an alarm's) is skipped, not queued, and that round
 * may have read the server before the test changed it: asked again until no resource was skipped
 * so. Resolves to the last answer's outcomes, whatever they are.
 */
export async function syncRoundOutcomes(
  page: Page,
  resources?: ResourceName[],
): Promise<SyncOutcome[]> {
  let outcomes: SyncOutcome[] = [];
  await expect
    .poll(
      async () => {
        outcomes = await sendCommand(page, 'refresh', resources ? { resources } : {});
        return outcomes.some((outcome) => outcome.reason === 'already-running');
      },
      { timeout: ROUND_MS },
    )
    .toBe(false);
  return outcomes;
}

/** One whole round of a resource's pull, started by this call, that synced (syncRoundOutcomes). */
export async function syncRound(page: Page, resource: ResourceName = 'monitors') {
  const [outcome] = await syncRoundOutcomes(page, [resource]);
  expect(outcome).toMatchObject({ resource, result: 'synced' });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core in the real page; evaluate() runs it despite the extension page's CSP. */
export async function seriousA11yViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global just above.
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations as {
      id: string;
      impact: string;
      help: string;
      nodes: { target: string[] }[];
    }[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

/** What moves with the clock, hidden from pictures of the popup so that they compare. */
export const HIDE_CLOCK_TEXT =
  '[data-testid="last-synced"], .incidents .muted { visibility: hidden; }';

/**
 * Documentation of the look, written only when asked: `GATEHOUSE_SCREENSHOTS=1`. `part` crops
 * to one element, e.g. a popup shorter than the window, as the browser would size it.
 */
export async function keepScreenshot(page: Page, name: string, part?: Locator) {
  const path = screenshotPath(name);
  if (path) await (part ?? page).screenshot({ path });
}

/** Where the picture `name` is kept, or undefined when none are asked for (keepScreenshot). */
export function screenshotPath(name: string): `${string}.png` | undefined {
  if (!process.env.GATEHOUSE_SCREENSHOTS) return undefined;
  return fileURLToPath(new URL(`../__screenshots__/${name}`, import.meta.url)) as `${string}.png`;
}

/**
 * Whether the background is fetching a ticket's QR image right now. The extension's pages and
 * its worker share one origin, so a page sees the worker's Web Locks (named in
 * lib/background/runtime/lock.ts). A second fetch asked for while one runs is skipped, not queued.
 */
export function qrFetchRunning(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const { held = [] } = await navigator.locks.query();
    return held.some((lock) => lock.name?.startsWith('gatehouse:ticket-qr:'));
  });
}
