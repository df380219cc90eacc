import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ticketQrText } from '../../lib/model/museum/ticket-qr-text';
import { NATIVE_SCHEMA_VERSION } from '../../lib/storage/schema';
import { expect, test } from './fixtures';
import { buyFromPopup, confirmedCode, doorPage } from './pages/tickets';
import { sendCommand } from './support/commands';
import { e2eServerPort } from './support/e2e-server';
import { e2eBuildDir, launchWithExtension, pointBuildAt, removeProfile } from './support/extension';
import { required, tableRows } from './support/worker';

/*
 * An update from the previous release (schema v7: tests/e2e/previous-release/README.md) on the
 * same profile. Chromium gives an unpacked extension its id from the folder it is loaded from,
 * so the old build is loaded from a folder whose contents are then replaced by today's build:
 * the same extension, updated, with the IndexedDB and browser.storage the old one left.
 */
const PREVIOUS_RELEASE = fileURLToPath(
  new URL('./previous-release/chrome-mv3-e2e.tar.gz', import.meta.url),
);
const AUTH_PASSWORD = 'update-test-not-a-real-auth-password';
const PAGE_PASSWORD = 'update-test-not-a-real-page-password';

/**
 * Replaces the build in `extensionDir` by today's, as an update does. Chromium keeps an
 * extension's service worker registered, its script cached in the profile, across restarts: a
 * folder changed underneath a command-line-loaded extension goes on running the old worker's
 * script with today's pages, whatever the manifest's version says (measured with Chromium 156).
 * An update re-registers the worker, so the profile's registrations go with the old build; its
 * IndexedDB and browser.storage stay.
 */
function updateInPlace(extensionDir: string, profileDir: string) {
  rmSync(extensionDir, { recursive: true });
  cpSync(e2eBuildDir(), extensionDir, { recursive: true });
  rmSync(join(profileDir, 'Default', 'Service Worker'), { recursive: true, force: true });
}

/** The native IndexedDB version of the extension's database, as a page of it sees it. */
async function databaseVersion(page: Page) {
  return page.evaluate(
    async () => (await indexedDB.databases()).find((d) => d.name === 'gatehouse')?.version,
  );
}

test('an update keeps the door ticket offline and sends writes queued by the previous release once', async ({
  server,
}) => {
  const root = mkdtempSync(join(tmpdir(), 'gatehouse-update-'));
  const [extensionDir, profileDir] = [join(root, 'extension'), join(root, 'profile')];
  mkdirSync(extensionDir);
  execFileSync('tar', ['-xzf', PREVIOUS_RELEASE, '-C', extensionDir]);
  // Built for the port in .env.e2e, as today's build is: both talk to this worker's server.
  pointBuildAt(extensionDir, e2eServerPort());
  const { monitors, pages } = server.context.state.monitoring;
  const httpMonitors = [...monitors.values()].filter((m) => m.type === 'http');
  const paused = required(httpMonitors[0], 'http monitor');
  const guarded = required(httpMonitors[1], 'second http monitor');
  const page = required([...pages.values()][0], 'status page');
  const writes = [
    ['PATCH', `/endpoints/v1/monitors/pause/${paused.id}`],
    ['PUT', `/endpoints/v1/monitors/update/${guarded.id}`],
    ['PATCH', `/endpoints/v1/status/pages/authentication/${page.id}`],
  ];
  const queued = [
    { operation: 'pauseMonitor', recordId: paused.id, payload: { paused: true } },
    {
      operation: 'updateMonitor',
      recordId: guarded.id,
      payload: { authType: 'basic', authUsername: 'probe', authPassword: AUTH_PASSWORD },
    },
    {
      operation: 'updatePageAuthentication',
      recordId: page.id,
      payload: { access: 1, password: PAGE_PASSWORD },
    },
  ] as const;
  const soldTicket = () =>
    required([...server.context.state.museum.tickets.values()][0], 'sold ticket');
  const sentTimes = () =>
    writes.map(
      ([method, path]) =>
        server.context.log.entries.filter((e) => e.method === method && e.path === path).length,
    );

  try {
    // The previous release: a ticket bought and its QR cached, then writes queued offline.
    const old = await launchWithExtension({ profileDir, extensionDir });
    const { extensionId } = old;
    let code: string;
    try {
      const popup = await old.context.newPage();
      await popup.goto(`chrome-extension://${extensionId}/popup.html`);
      code = await confirmedCode(await buyFromPopup(popup, 'general'));
      await expect
        .poll(async () =>
          (await tableRows<{ decodedText: string | null }>(old.context, 'ticketImages')).map(
            (image) => image.decodedText,
          ),
        )
        .toEqual([ticketQrText(soldTicket())]);
      await expect
        .poll(async () => (await tableRows(old.context, 'pages')).length)
        .toBeGreaterThan(0);
      expect(await databaseVersion(popup)).toBe(70);

      await old.context.setOffline(true);
      for (const command of queued)
        expect(await sendCommand(popup, 'submitWrite', command)).toMatchObject({ ok: true });
      expect(await tableRows(old.context, 'outbox')).toHaveLength(queued.length);
    } finally {
      await old.context.close();
    }

    // Today's build in the same folder, on the same profile, started with no network.
    updateInPlace(extensionDir, profileDir);
    const updated = await launchWithExtension({
      profileDir,
      extensionDir,
      extensionId,
      offline: true,
    });
    try {
      const doorTab = await updated.context.newPage();
      await doorTab.goto(`chrome-extension://${extensionId}/door.html`);
      const door = doorPage(doorTab);
      await expect(door.code).toHaveText(code);
      expect(await door.scannedFromScreen()).toBe(ticketQrText(soldTicket()));
      expect(await databaseVersion(doorTab)).toBe(NATIVE_SCHEMA_VERSION);
      expect(sentTimes()).toEqual([0, 0, 0]);

      // Online, the worker sends what the previous release queued, each write once.
      await updated.context.setOffline(false);
      await expect
        .poll(() => [monitors.get(guarded.id)?.authPassword, pages.get(page.id)?.password], {
          timeout: 30_000,
        })
        .toEqual([AUTH_PASSWORD, PAGE_PASSWORD]);
      expect(monitors.get(paused.id)?.pause).toBe('paused');
      await expect.poll(async () => tableRows(updated.context, 'outbox')).toEqual([]);
      expect(sentTimes()).toEqual([1, 1, 1]);
    } finally {
      await updated.context.close();
    }
  } finally {
    removeProfile(root);
  }
});
