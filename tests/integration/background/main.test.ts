import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import background from '../../../entrypoints/background';
import { sendMessage } from '../../../lib/messaging/protocol';
import { db } from '../../../lib/storage/database';
import { toolbarOpensSidePanelItem } from '../../../lib/storage/settings';
import { type RunningServer, startServer } from '../../server/start';
import { eventually } from '../../support/eventually';
import { connectToServer, standInForWorker } from '../support/background-harness';

/*
 * The service worker as WXT runs it: `main()` of entrypoints/background.ts against the fake
 * browser, then messages sent the way the popup sends them (lib/messaging/protocol.ts) through
 * the handler registry main() wired, to the local server over real HTTP.
 */

let server: RunningServer;
/** The keyboard-command listener main() registered: the test presses the keys through it. */
let onCommand: (command: string, tab?: { windowId?: number }) => void = () => undefined;

/** Keyboard shortcuts and the address-bar keyword, which the fake browser does not fake. */
function standInForDesktopApis() {
  vi.spyOn(fakeBrowser.commands.onCommand, 'addListener').mockImplementation((listener) => {
    onCommand = listener as typeof onCommand;
  });
  vi.spyOn(fakeBrowser.omnibox, 'setDefaultSuggestion').mockResolvedValue(undefined);
  vi.spyOn(fakeBrowser.omnibox.onInputChanged, 'addListener').mockImplementation(() => undefined);
  vi.spyOn(fakeBrowser.omnibox.onInputEntered, 'addListener').mockImplementation(() => undefined);
}

beforeAll(async () => {
  server = await startServer({ port: 0 });
  fakeBrowser.reset();
  standInForWorker();
  standInForDesktopApis();
  await connectToServer(server);
  background.main();
});

// The database stays: the worker's own flushes may still read it, and each test file has its
// own fake IndexedDB.
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

describe('background main()', () => {
  it('answers the popup from the worker it started, set up from Settings', async () => {
    const status = await sendMessage('getStatus', {});
    expect(status).toMatchObject({
      version: '9.8.7',
      monitoringConfigured: true,
      museumConfigured: true,
    });
  });

  it("pauses a monitor from the popup's command: shown paused at once, then paused at the server", async () => {
    const [synced] = await sendMessage('refresh', { resources: ['monitors'] });
    expect(synced).toMatchObject({ resource: 'monitors', result: 'synced' });
    const monitor = await db.monitors.where('status').equals('up').first();
    if (!monitor) throw new Error('the demo server has a monitor that is up');

    const queued = await sendMessage('submitWrite', {
      operation: 'pauseMonitor',
      recordId: monitor.id,
      payload: { paused: true },
    });
    expect(queued.ok).toBe(true);
    expect((await db.monitors.get(monitor.id))?.pause).toBe('paused');

    await eventually(async () => {
      expect(server.context.state.monitoring.monitors.get(monitor.id)?.pause).toBe('paused');
      expect(await db.outbox.count()).toBe(0);
    });
  });

  it('clearing local data deletes the unsent changes with the passwords they were to send', async () => {
    await sendMessage('refresh', { resources: ['pages'] });
    const page = await db.pages.toCollection().first();
    if (!page) throw new Error('the demo server has a status page');
    // Offline, so the write waits in the outbox with its password put aside.
    const { navigator } = globalThis;
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const queued = await sendMessage('submitWrite', {
        operation: 'updatePageAuthentication',
        recordId: page.id,
        payload: { access: 1, password: 'Unsent-S3cret' },
      });
      expect(queued.ok).toBe(true);
      expect(JSON.stringify(await fakeBrowser.storage.local.get())).toContain('Unsent-S3cret');

      await sendMessage('clearLocalData', {});
      expect(await db.outbox.count()).toBe(0);
      const kept = await fakeBrowser.storage.local.get();
      expect(Object.keys(kept).filter((key) => key.startsWith('outboxSecret'))).toEqual([]);
      expect(JSON.stringify(kept)).not.toContain('Unsent-S3cret');
    } finally {
      vi.stubGlobal('navigator', navigator);
    }
  });

  it('a telephone code without an id costs nothing else: every list syncs, the badge counts, the outage is announced', async () => {
    const create = vi.fn().mockResolvedValue('id');
    const setBadgeText = vi.spyOn(fakeBrowser.action, 'setBadgeText');
    fakeBrowser.notifications.create = create as never;
    await sendMessage('refresh', {});
    const codes = server.context.state.monitoring.telephoneCodes as { id?: string }[];
    const kept = await db.telephoneCodes.count();
    delete codes[2]?.id;
    const monitor = [...server.context.state.monitoring.monitors.values()].find(
      (m) => m.status === 'up' && m.pause === 'active',
    );
    if (!monitor) throw new Error('the demo server has a running monitor that is up');
    await fetch(`${server.url}/__control/monitors/${monitor.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'down' }),
    });
    // A down is announced once two checks agree (status-watch.ts): two rounds.
    await sendMessage('refresh', {});
    const outcomes = await sendMessage('refresh', {});
    expect(outcomes.filter((o) => o.result !== 'synced')).toEqual([]);
    expect(outcomes.find((o) => o.resource === 'telephoneCodes')).toMatchObject({
      unreadable: ['record 3'],
    });
    expect(await db.telephoneCodes.count()).toBe(kept);
    const down = await db.monitors.where('status').equals('down').count();
    expect(setBadgeText).toHaveBeenLastCalledWith({ text: String(down) });
    expect(create).toHaveBeenCalledWith(
      expect.stringContaining(monitor.id),
      expect.objectContaining({ title: expect.stringContaining(monitor.name) }),
    );
  });

  it('opens the side panel in the window of the keyboard command, and applies the toolbar choice', async () => {
    // Chrome's API, in place of the Firefox one the fake browser has.
    const sidePanel = { open: vi.fn(async () => undefined), setPanelBehavior: vi.fn() };
    const { sidebarAction } = fakeBrowser;
    Object.assign(fakeBrowser, { sidePanel, sidebarAction: undefined });
    try {
      onCommand('open-side-panel', { windowId: 4 });
      // At once, not after an await: Chrome opens the panel only in the keystroke's own turn.
      expect(sidePanel.open).toHaveBeenCalledWith({ windowId: 4 });

      await toolbarOpensSidePanelItem.setValue(true);
      await eventually(() =>
        expect(sidePanel.setPanelBehavior).toHaveBeenLastCalledWith({
          openPanelOnActionClick: true,
        }),
      );
    } finally {
      Object.assign(fakeBrowser, { sidePanel: undefined, sidebarAction });
    }
  });
});
