/**
 * Benchmark: door view open → QR visible, offline, from a cold start. Two tickets are
 * bought online first (so their QR images are cached); then, for every sample, the browser is
 * relaunched on that profile with the network off and the server gone, and the first page it
 * opens is timed. The floor is the same cold first open of floors/door-floor.html, an extension
 * page with one small script that reads the same ticket and its cached image with raw IndexedDB
 * and shows it, measured in the same run, alternating with the door.
 * Run: `npm run build:e2e && npm run bench:door`.
 */
import type { Page } from '@playwright/test';
import { isoDate, isoDateFromToday } from '../../lib/model/calendar';
import { sendCommand } from '../e2e/support/commands';
import { e2eServerPort } from '../e2e/support/e2e-server';
import { backgroundWorker, launchWithExtension, removeProfile } from '../e2e/support/extension';
import { acquireRunLock } from '../e2e/support/run-lock';
import { startServer } from '../server/start';
import { extensionWithFloors } from './floor-extension';
import { type BenchLine, formatTable, summarize } from './report';

/**
 * Cold relaunches vary a lot: over 16 runs of seven (`npm run bench:door`) in one hour, the
 * floor's median alone ranged from 131 to 191 ms, and one run's ratio read anywhere from 0.99 to
 * 1.58 for the same build. Sixteen of each, an even number so that each goes first as often.
 */
const RUNS = 16;

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
async function profileWithTickets(extensionDir: string) {
  const server = await startServer({ port: e2eServerPort() });
  const { context, extensionId, profileDir } = await launchWithExtension({ extensionDir });
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
  return { profileDir, extensionId, extensionDir };
}

/**
 * Relaunches offline and times the first open of `path`. Not waiting
 * for the service worker: neither page needs it, and a person at the door would not wait for it.
 */
async function openCold(profile: Profile, path: string, ready: (page: Page) => Promise<unknown>) {
  const { context, extensionId } = await launchWithExtension({ ...profile, offline: true });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`chrome-extension://${extensionId}/${path}`, { waitUntil: 'commit' });
  await ready(page);
  const cold = performance.now() - started;
  await context.close();
  return { cold };
}

type Profile = Awaited<ReturnType<typeof profileWithTickets>>;

export async function doorBench(): Promise<BenchLine[]> {
  const release = await acquireRunLock();
  try {
    const profile = await profileWithTickets(extensionWithFloors());
    const door: number[] = [];
    const floor: number[] = [];
    const openFloor = async () =>
      floor.push((await openCold(profile, 'door-floor.html', qrVisible)).cold);
    const openDoor = async () => door.push((await openCold(profile, 'door.html', qrVisible)).cold);
    for (let run = 0; run < RUNS; run++) {
      // Each goes first every other run, so neither is always the launch after the other.
      for (const open of run % 2 ? [openDoor, openFloor] : [openFloor, openDoor]) await open();
    }
    removeProfile(profile.profileDir);
    const figure = summarize(door);
    return [
      {
        figure: 'door open → QR visible, offline, cold',
        value: figure.median,
        spread: figure,
        unit: 'ms',
        floor: { label: 'raw IDB page, cold', value: summarize(floor).median },
        budget: { ratioAtMost: 1.5 },
      },
    ];
  } finally {
    release();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(formatTable(await doorBench()));
