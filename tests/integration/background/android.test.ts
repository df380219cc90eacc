import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import background from '../../../entrypoints/background';
import { App } from '../../../entrypoints/popup/App';
import { readFirstScreen } from '../../../entrypoints/popup/first-screen';
import { sendMessage } from '../../../lib/messaging/protocol';
import { db } from '../../../lib/storage/database';
import { type RunningServer, startServer } from '../../server/start';
import { eventually } from '../../support/eventually';
import { connectToServer, standInForWorker } from '../support/background-harness';

/*
 * Firefox for Android: no windows, no keyboard shortcuts (`commands`), no address-bar keyword
 * (`omnibox`), no sidebar and no side panel (MDN's browser compatibility data). The worker must
 * start and sync there all the same, and the popup (opened there as a tab) must show its glance
 * without offering "Keep open beside pages".
 */

const ABSENT_ON_ANDROID = ['windows', 'commands', 'omnibox', 'sidebarAction', 'sidePanel'];
const stand = fakeBrowser as unknown as Record<string, unknown>;
const desktop = Object.fromEntries(ABSENT_ON_ANDROID.map((name) => [name, stand[name]]));

let server: RunningServer;
/** What the worker threw or rejected with, on its own, after main() returned. */
const thrownLater: unknown[] = [];
const noteThrown = (reason: unknown) => thrownLater.push(reason);

beforeAll(async () => {
  server = await startServer({ port: 0 });
  fakeBrowser.reset();
  standInForWorker();
  // A page's navigator (Node 20 has none): the glance asks whether the device is online.
  vi.stubGlobal('navigator', { onLine: true });
  for (const name of ABSENT_ON_ANDROID) delete stand[name];
  process.on('unhandledRejection', noteThrown);
  await connectToServer(server);
});

afterAll(async () => {
  process.off('unhandledRejection', noteThrown);
  Object.assign(stand, desktop);
  vi.unstubAllGlobals();
  await server.close();
});

describe('Firefox for Android, without windows, shortcuts, keyword or sidebar', () => {
  it('starts the worker', () => {
    expect(() => background.main()).not.toThrow();
  });

  it('syncs every list on its own once installed, and when the popup asks', async () => {
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    await eventually(async () => expect(await db.monitors.count()).toBeGreaterThan(0));
    // What the install's own sync still holds is skipped, not failed.
    const outcomes = await sendMessage('refresh', {});
    expect(outcomes.length).toBeGreaterThan(1);
    expect(outcomes.filter((outcome) => outcome.result === 'failed')).toEqual([]);
    expect(thrownLater).toEqual([]);
  });

  it('shows the popup’s glance and list, without “Keep open beside pages”', async () => {
    const firstScreen = await readFirstScreen();
    expect(firstScreen.site).toBeNull();
    const html = renderToString(h(App, { layout: 'popup', firstScreen }));
    expect(html).toContain('data-testid="glance"');
    expect(html).toContain('data-testid="monitor-row"');
    expect(html).not.toContain('data-testid="keep-open"');
    expect(thrownLater).toEqual([]);
  });
});
