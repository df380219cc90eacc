import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ticketQrText } from '../../lib/model/museum/ticket-qr-text';
import { screenshotPath } from '../e2e/support/commands';
import { startE2eServer } from '../e2e/support/e2e-server';
import {
  DOOR_TAPPED,
  FITS,
  PHONE_HEIGHT,
  PHONE_WIDTHS,
  POPUP_TAPPED,
  phoneFit,
  TICKETS_TAPPED,
} from '../e2e/support/phone';
import { decodeQrPng } from '../integration/support/decode-qr';
import type { RunningServer } from '../server/start';
import {
  endFirefoxRun,
  type LaunchedFirefox,
  launchFirefoxWithExtension,
  openExtensionTab,
  POLL,
  pausesOf,
  textOf as text,
} from './support/firefox';

/**
 * Gatehouse on a phone: Firefox opens the toolbar popup there as a page of its own, and the
 * Tickets page and the door as tabs. The built extension in real Firefox at 390×844 with touch,
 * every action a tap. Steps in order in one browser, as in firefox.e2e.ts.
 */
let firefox: LaunchedFirefox;
let browser: Browser;
let server: RunningServer;
/** The monitor paused by tap in the first step. */
let pausedId = '';

const PHONE = { width: PHONE_WIDTHS[1], height: PHONE_HEIGHT, hasTouch: true, isMobile: true };

/**
 * An extension page in a phone-sized tab. Over WebDriver BiDi, puppeteer sizes the tab with
 * `browsingContext.setViewport` and asks for touch with `emulation.setTouchOverride`, which
 * reloads the tab: so on the blank tab, before the page is opened in it, as is whatever else
 * `prepare` sets. Every pointer-down the page sees is noted, so that a test can tell a tap from a
 * click.
 */
async function openPhoneTab(path: string, ready: string, prepare?: (blank: Page) => Promise<void>) {
  const page = await openExtensionTab(browser, path, ready, async (blank) => {
    await blank.setViewport(PHONE);
    await prepare?.(blank);
  });
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(globalThis, { pointerTypes: seen });
    addEventListener('pointerdown', (event) => seen.push(event.pointerType), true);
  });
  return page;
}

/** A tap on the element (BiDi `input.performActions`, pointer type "touch"). */
async function tap(page: Page, selector: string) {
  const element = await page.waitForSelector(selector, POLL);
  if (!element) throw new Error(`nothing to tap at ${selector}`);
  await element.tap();
}

const pointerTypes = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { pointerTypes: string[] }).pointerTypes);

/** Documentation of the look, written only when asked (tests/e2e/support/commands.ts). */
async function keepScreenshot(page: Page, name: string) {
  const path = screenshotPath(name);
  if (path) await page.screenshot({ path });
}

beforeAll(async () => {
  server = await startE2eServer();
  // A touch screen as the only pointer, so that (pointer: coarse) matches as on a phone: the
  // touch emulation of the tabs (setViewport's hasTouch) gives touch events, not the pointer.
  // Firefox's LookAndFeel values: 1 is a coarse pointer without hover.
  firefox = await launchFirefoxWithExtension({
    'ui.primaryPointerCapabilities': 1,
    'ui.allPointerCapabilities': 1,
  });
  browser = firefox.browser;
}, 120_000);

afterAll(() => endFirefoxRun(firefox, server));

describe('Gatehouse on a phone-sized Firefox, by touch', () => {
  test('the popup page lists the monitors, and a tapped pause reaches the server once', async () => {
    const popup = await openPhoneTab('popup.html', 'body.loaded [data-testid="monitor-row"]');
    expect((await popup.$$('[data-testid="monitor-row"]')).length).toBeGreaterThan(1);
    await keepScreenshot(popup, 'phone-popup-firefox-390.png');
    // A touch screen, as on a phone: the popup's targets take a finger and its text is readable.
    expect(await popup.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    expect(await phoneFit(popup, POPUP_TAPPED)).toEqual(FITS);

    const row = await popup.waitForSelector('.monitor-row.status-up');
    const id = await row?.evaluate((element) => element.getAttribute('data-monitor-id'));
    if (!id) throw new Error('the popup lists no monitor that is up');
    await tap(popup, `[data-monitor-id="${id}"] [data-testid="pause-toggle"]`);
    expect(await pointerTypes(popup)).toEqual(['touch']);
    await expect
      .poll(() => server.context.state.monitoring.monitors.get(id)?.pause, POLL)
      .toBe('paused');
    await expect.poll(() => text(popup, '[data-testid="pending-writes"]'), POLL).toBe(null);
    expect(pausesOf(server, id)).toHaveLength(1);
    pausedId = id;
  });

  test('a ticket bought by touch on the Tickets page shows its QR at a door opened offline', async () => {
    const tickets = await openPhoneTab('options.html#/tickets/buy', '#ticket-email');
    await tap(tickets, '[data-testid="ticket-kind-general"]');
    await tickets.type('#ticket-email', 'visitor@example.com');
    await tap(tickets, '[data-testid="buy-ticket-submit"]');
    await tickets.waitForSelector('[data-testid="purchase-status"][data-state="bought"]', POLL);
    expect(await pointerTypes(tickets)).toEqual(['touch', 'touch']);
    expect(await phoneFit(tickets, TICKETS_TAPPED)).toEqual(FITS);
    await keepScreenshot(tickets, 'phone-tickets-firefox-390.png');
    const [ticket] = [...server.context.state.museum.tickets.values()];
    if (!ticket) throw new Error('the museum recorded no ticket');
    // The QR image is fetched after the purchase: the door shows it once it is kept.
    await (await openPhoneTab('door.html', '[data-testid="door-qr"]')).close();

    // The pause of the first step, counted again before the server goes: a retry sent late would
    // show here.
    expect(pausesOf(server, pausedId)).toHaveLength(1);
    // A phone without a network: the server gone, and the door's tab offline before it opens.
    await server.close();
    const door = await openPhoneTab('door.html', '[data-testid="door-qr"]', (blank) =>
      blank.setOfflineMode(true),
    );
    expect(await door.evaluate(() => navigator.onLine)).toBe(false);
    expect(await phoneFit(door, DOOR_TAPPED)).toEqual(FITS);
    expect(await text(door, '[data-testid="door-code"]')).toBe(ticket.confirmationCode);
    await door.$eval('[data-testid="door-qr"]', (img) => (img as HTMLImageElement).decode());
    // No arrow keys on a phone: the hint names the swipe alone.
    expect(await text(door, '.door-hint')).not.toMatch(/←|→/);
    await keepScreenshot(door, 'phone-door-firefox-390.png');
    const card = await door.waitForSelector('.qr-card');
    expect(decodeQrPng(await (card as ElementHandle).screenshot())).toBe(ticketQrText(ticket));
  });

  test('the extension logged no error in Firefox', () => {
    expect(firefox.extensionErrors()).toEqual([]);
  });
});
