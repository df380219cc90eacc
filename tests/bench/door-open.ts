/**
 * Benchmark: door view open → QR visible, offline, from a cold start. Two tickets are
 * bought online first (so their QR images are cached); then, for every sample, the browser is
 * relaunched on that profile with the network off and the server gone, and the first page it
 * opens is timed. The floor is the same cold first open of an extension page with no script at
 * all (manifest.json), measured in the same run; warm reopens are reported beside.
 * Run: `npm run build:e2e && npm run bench:door`.
 */
import type { Page } from '@playwright/test';
import { isoDate, isoDateFromToday } from '../../lib/sync/calendar';
import { sendCommand } from '../e2e/support/commands';
import { e2eServerPort } from '../e2e/support/e2e-server';
import { backgroundWorker, launchWithExtension, removeProfile } from '../e2e/support/extension';
import { acquireRunLock } from '../e2e/support/run-lock';
import { startServer } from '../server/start';
import { fmt, median } from './harness';

const RUNS = 7;

async function qrVisible(page: Page) {
  await page.waitForFunction(
    () => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="door-qr"]');
      return Boolean(img?.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width);
    },
    undefined,
    { polling: 'raf' },
  );
}

/** Two tickets bought online, their QR images cached and verified by the extension. */
async function profileWithTickets() {
  const server = await startServer({ port: e2eServerPort() });
  const { context, extensionId, profileDir } = await launchWithExtension();
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  for (const ticketDate of [isoDate(Date.now()), isoDateFromToday(1)]) {
    const payload = { ticketType: 'general' as const, ticketDate, email: 'bench@example.com' };
    await sendCommand(page, 'submitWrite', { operation: 'buyTickets', payload });
  }
  const worker = await backgroundWorker(context);
  for (let verified = 0; verified < 2; ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    verified = await worker.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('gatehouse');
          open.onsuccess = () => {
            const all = open.result
              .transaction('ticketImages')
              .objectStore('ticketImages')
              .getAll();
            all.onsuccess = () =>
              resolve(all.result.filter((image) => image.decodedText !== null).length);
          };
        }),
    );
  }
  await context.close();
  await server.close();
  return { profileDir, extensionId };
}

/**
 * Relaunches offline, times the first open of `path` (cold), then a reopen (warm). Not waiting
 * for the service worker: neither page needs it, and a person at the door would not wait for it.
 */
async function openCold(profile: Profile, path: string, ready: (page: Page) => Promise<unknown>) {
  const { context, extensionId } = await launchWithExtension({ ...profile, offline: true });
  const page = await context.newPage();
  const time = async () => {
    const started = performance.now();
    await page.goto(`chrome-extension://${extensionId}/${path}`, { waitUntil: 'commit' });
    await ready(page);
    return performance.now() - started;
  };
  const cold = await time();
  await page.goto('about:blank');
  const warm = await time();
  await context.close();
  return { cold, warm };
}

type Profile = Awaited<ReturnType<typeof profileWithTickets>>;

const release = await acquireRunLock();
const profile = await profileWithTickets();
const door: { cold: number; warm: number }[] = [];
const floor: { cold: number; warm: number }[] = [];
for (let run = 0; run < RUNS; run++) {
  floor.push(await openCold(profile, 'manifest.json', (page) => page.waitForLoadState('load')));
  door.push(await openCold(profile, 'door.html', qrVisible));
}
removeProfile(profile.profileDir);
release();

const summary = (samples: number[]) =>
  `median ${fmt(median(samples))} (min ${fmt(Math.min(...samples))}, max ${fmt(Math.max(...samples))})`;
console.log(
  `door view open → QR visible, offline, cold relaunch: ${summary(door.map((s) => s.cold))}; ` +
    `blank extension page (manifest.json), cold: ${summary(floor.map((s) => s.cold))}`,
);
console.log(
  `warm reopen in the same browser: door ${summary(door.map((s) => s.warm))}; ` +
    `blank page ${summary(floor.map((s) => s.warm))}`,
);
