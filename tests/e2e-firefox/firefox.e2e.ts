import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ticketQrText } from '../../lib/model/museum/ticket-qr-text';
import { startE2eServer } from '../e2e/support/e2e-server';
import { decodeQrPng } from '../integration/support/decode-qr';
import type { RunningServer } from '../server/start';
import {
  badgeText,
  endFirefoxRun,
  hasHostPermission,
  type LaunchedFirefox,
  launchFirefoxWithExtension,
  openExtensionTab,
  POLL,
  pausesOf,
  textOf as text,
} from './support/firefox';

/**
 * The built Firefox extension in real Firefox against the local server, as one user session:
 * one browser launch, steps in order, each building on the one before.
 */
let firefox: LaunchedFirefox;
let browser: Browser;
let server: RunningServer;
let popup: Page;

const downCount = (running: RunningServer) =>
  [...running.context.state.monitoring.monitors.values()].filter(
    (m) => m.status === 'down' && m.pause !== 'paused',
  ).length;

/** Pauses the first monitor the popup lists as up, as a user would; returns its id. */
async function pauseFirstUpMonitor(): Promise<string> {
  await popup.select('[data-testid="status-filter"]', 'up');
  const row = await popup.waitForSelector('.monitor-row.status-up');
  const id = await row?.evaluate((element) => element.getAttribute('data-monitor-id'));
  if (!id) throw new Error('the popup lists no monitor that is up');
  await popup.click(`[data-monitor-id="${id}"] [data-testid="pause-toggle"]`);
  return id;
}

beforeAll(async () => {
  server = await startE2eServer();
  firefox = await launchFirefoxWithExtension();
  browser = firefox.browser;
}, 120_000);

afterAll(() => endFirefoxRun(firefox, server));

describe('Gatehouse in Firefox', () => {
  test('the first sync fills the popup', async () => {
    popup = await openExtensionTab(browser, 'popup.html', 'body.loaded');
    await expect
      .poll(() => text(popup, '[data-testid="overall-state"]'), POLL)
      .toBe(`${downCount(server)} monitors down`);
    expect(await text(popup, '[data-testid="last-synced"]')).toMatch(/^Synced /);
    const rows = await popup.$$('[data-testid="monitor-row"]');
    expect(rows.length).toBeGreaterThan(0);
  });

  test('the toolbar badge shows how many monitors are down', async () => {
    const down = downCount(server);
    expect(down).toBeGreaterThan(0);
    await expect.poll(() => badgeText(popup), POLL).toBe(String(down));
  });

  test('“Keep open beside pages” opens the same glance in the sidebar', async () => {
    const sidebarOpen = (page: Page) =>
      page.evaluate(() => {
        type Sidebar = { isOpen(details: object): Promise<boolean> };
        const api = (globalThis as unknown as { browser: { sidebarAction: Sidebar } }).browser;
        return api.sidebarAction.isOpen({});
      });
    // A popup of its own: the button closes the popup it is in once the sidebar is open.
    const leaving = await openExtensionTab(browser, 'popup.html', '[data-testid="keep-open"]');
    expect(await sidebarOpen(popup)).toBe(false);
    await leaving.click('[data-testid="keep-open"]');
    await expect.poll(() => sidebarOpen(popup), POLL).toBe(true);
    // What the sidebar shows, opened as a tab: the popup's glance.
    const sidebar = await openExtensionTab(browser, 'sidepanel.html', 'body.loaded');
    expect(await text(sidebar, '[data-testid="overall-state"]')).toBe(
      `${downCount(server)} monitors down`,
    );
    await sidebar.close();
  });

  test('a pause from the popup reaches the server once', async () => {
    const id = await pauseFirstUpMonitor();
    await expect
      .poll(() => server.context.state.monitoring.monitors.get(id)?.pause, POLL)
      .toBe('paused');
    await expect.poll(() => text(popup, '[data-testid="pending-writes"]'), POLL).toBe(null);
    expect(pausesOf(server, id)).toHaveLength(1);
  });

  test('a bought ticket shows its QR at the door with the server stopped', async () => {
    // The popup's "Buy ticket" opens the Tickets page with the form: opened here as a tab.
    const href = await popup.$eval('[data-testid="buy-ticket-toggle"]', (a) =>
      a.getAttribute('href'),
    );
    expect(href).toBe('/options.html#/tickets/buy');
    const buying = await openExtensionTab(browser, 'options.html#/tickets/buy', '#ticket-email');
    await buying.click('[data-testid="ticket-kind-general"]');
    await buying.type('#ticket-email', 'visitor@example.com');
    await buying.click('[data-testid="buy-ticket-submit"]');
    await buying.waitForSelector('[data-testid="purchase-status"][data-state="bought"]', POLL);
    await buying.close();
    const [ticket] = [...server.context.state.museum.tickets.values()];
    if (!ticket) throw new Error('the museum recorded no ticket');
    // The QR image is fetched after the purchase; wait until it is cached before cutting off.
    const door = await openExtensionTab(browser, 'door.html', '[data-testid="door-qr"]');
    await door.close();

    await server.close();
    const offlineDoor = await openExtensionTab(browser, 'door.html', '[data-testid="door-qr"]');
    expect(await text(offlineDoor, '[data-testid="door-code"]')).toBe(ticket.confirmationCode);
    // Read back by the background before it was kept (Firefox's event page imports jsQR).
    expect(await offlineDoor.$('[data-testid="warning-qr-unverified"]')).toBeNull();
    await offlineDoor.$eval('[data-testid="door-qr"]', (img) => (img as HTMLImageElement).decode());
    const card = await offlineDoor.waitForSelector('.qr-card');
    // What a scanner reads off the screen.
    expect(decodeQrPng(await (card as ElementHandle).screenshot())).toBe(ticketQrText(ticket));
  });

  test('offline, a pause waits in the popup and is sent once when the server is back', async () => {
    const id = await pauseFirstUpMonitor();
    await expect
      .poll(() => text(popup, '[data-testid="pending-writes"]'), POLL)
      .toBe('1 change not sent yet');

    // The same port, so the build's baked-in address reaches it; its state starts fresh.
    server = await startE2eServer();
    await expect
      .poll(() => server.context.state.monitoring.monitors.get(id)?.pause, POLL)
      .toBe('paused');
    await expect.poll(() => text(popup, '[data-testid="pending-writes"]'), POLL).toBe(null);
    expect(pausesOf(server, id)).toHaveLength(1);
  });

  test('saving a server the build does not cover asks for its permission, then reaches it', async () => {
    // The e2e build grants 127.0.0.1 only: localhost is "another server" here.
    const address = `http://localhost:${server.port}`;
    const options = await openExtensionTab(browser, 'options.html#/connections', '#monitoring-url');
    expect(await hasHostPermission(options, 'http://localhost/*')).toBe(false);
    // Sign-ins by that name only: a sync still renewing its token at 127.0.0.1 is not this save.
    const signIns = () =>
      server.context.log.entries.filter(
        (e) => e.path.endsWith('/login') && e.host?.startsWith('localhost:'),
      );
    // Replaced as a user does, select all and type: a value set from script fires no input
    // event, so the form's state keeps the old address, the page's next render puts it back,
    // and the typing lands after it ("http://127.0.0.1:4110http://localhost:4110"), a URL the
    // field's own validation refuses to submit.
    await options.focus('#monitoring-url');
    await options.keyboard.down('Control');
    await options.keyboard.press('KeyA');
    await options.keyboard.up('Control');
    await options.keyboard.type(address);
    expect(
      await options.$eval('#monitoring-url', (input) => (input as HTMLInputElement).value),
    ).toBe(address);
    await options.click('[data-testid="connection-monitoring"] button[type="submit"]');
    // The page said "Signed in" for the address before: the sign-in at the new one is waited for
    // where it shows, in the server's log, then the page is read.
    await expect.poll(() => signIns().length, POLL).toBe(1);
    await expect
      .poll(() => text(options, '[data-testid="monitoring-sign-in"]'), POLL)
      .toMatch(/^Signed in as demo@example\.com/);
    expect(await hasHostPermission(options, 'http://localhost/*')).toBe(true);
    expect(signIns()).toHaveLength(1);
  });

  test('the extension logged no error in Firefox', () => {
    expect(firefox.extensionErrors()).toEqual([]);
  });
});
