import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startE2eServer } from '../e2e/support/e2e-server';
import { evaluateInGlance, fitProblems, measureGlanceFit } from '../e2e/support/glance-fit';
import { addLongNames, LONG_NAMES } from '../e2e/support/long-names';
import type { RunningServer } from '../server/start';
import {
  endFirefoxRun,
  type LaunchedFirefox,
  launchFirefoxWithExtension,
  openExtensionTab,
  POLL,
} from './support/firefox';

/**
 * The glance in Firefox's sidebar, which opens 252 px wide: nothing scrolls sideways and every
 * monitor's name has room for 12 characters, long names included.
 */
let firefox: LaunchedFirefox;
let browser: Browser;
let server: RunningServer;

/** Where Firefox opens its sidebar, and so where the glance must fit. */
const SIDEBAR_WIDTH = 252;

/**
 * The glance of the extension's open sidebar (`inSidebar`) or of `page` itself, seen from `page`:
 * its width once the first sync has brought the long names, else null.
 */
const glanceWidth = (page: Page, inSidebar: boolean) =>
  evaluateInGlance(
    page,
    inSidebar,
    (view, names) => {
      const shown = [...(view?.document.querySelectorAll('[data-testid="monitor-name"]') ?? [])];
      const listed = names.every((name) => shown.some((n) => n.textContent === name));
      return view && listed ? view.innerWidth : null;
    },
    LONG_NAMES,
  );

beforeAll(async () => {
  server = await startE2eServer();
  addLongNames(server);
  firefox = await launchFirefoxWithExtension();
  browser = firefox.browser;
}, 120_000);

afterAll(() => endFirefoxRun(firefox, server));

describe('the glance in Firefox’s sidebar width', () => {
  test('the sidebar, opened from the popup as a user would, fits its width, each name with room for 12 characters', async () => {
    const measuring = await openExtensionTab(browser, 'options.html', 'main');
    // A popup of its own: the button closes the popup it is in once the sidebar is open.
    const leaving = await openExtensionTab(browser, 'popup.html', '[data-testid="keep-open"]');
    await leaving.click('[data-testid="keep-open"]');
    await expect.poll(() => glanceWidth(measuring, true), POLL).not.toBeNull();
    // A fresh profile's sidebar opens 252 px wide in Firefox ESR: the width the glance must fit.
    expect(await glanceWidth(measuring, true)).toBe(SIDEBAR_WIDTH);
    // The bulk pause form open, so it is measured too: the button, a toggle, clicked once in the
    // sidebar's own document, then the form awaited.
    await evaluateInGlance(
      measuring,
      true,
      (view) => {
        const button = view?.document.querySelector<HTMLElement>('[data-testid="bulk-pause-open"]');
        if (!button) throw new Error('the sidebar shows no bulk pause button');
        button.click();
      },
      null,
    );
    const formShown = () =>
      evaluateInGlance(
        measuring,
        true,
        (view) => Boolean(view?.document.querySelector('[data-testid="bulk-pause-form"]')),
        null,
      );
    await expect.poll(formShown, POLL).toBe(true);
    expect(fitProblems(await measureGlanceFit(measuring, true))).toEqual([]);
    await measuring.close();
  });

  test(`the sidebar's page at ${SIDEBAR_WIDTH} px fits, each name with room for 12 characters`, async () => {
    const page = await openExtensionTab(browser, 'sidepanel.html', 'body.loaded');
    await page.setViewport({ width: SIDEBAR_WIDTH, height: 800 });
    await expect.poll(() => glanceWidth(page, false), POLL).toBe(SIDEBAR_WIDTH);
    await page.click('[data-testid="bulk-pause-open"]');
    await page.waitForSelector('[data-testid="bulk-pause-form"]');
    expect(fitProblems(await measureGlanceFit(page))).toEqual([]);
    await page.close();
  });
});
