import type { BrowserContext, Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import {
  HIDE_CLOCK_TEXT,
  keepScreenshot,
  seriousA11yViolations,
  syncRound,
} from './support/commands';
import { backgroundWorker, openExtensionPage } from './support/extension';
import { fitProblems, measureGlanceFit } from './support/glance-fit';
import { addLongNames, LONG_NAMES } from './support/long-names';
import { emulateTouchScreen, PHONE_WIDTHS } from './support/phone';

/**
 * The glance at every width it is drawn at: Firefox's sidebar opens at 252 px and may be made
 * 240 px; Chrome's side panel is never narrower than 320 px; Firefox for Android opens the popup
 * as a page on phones 360–412 px wide.
 */
const PANEL_WIDTHS = [240, 252, 320, 360, 390, 412];

/** The glance at `width`, once it shows the long names and both strips. */
async function atWidth(page: Page, width: number, height = 800) {
  await page.setViewportSize({ width, height });
  for (const name of LONG_NAMES) await expect(popupPage(page).row(name)).toBeVisible();
  await expect(page.getByTestId('museum-strip')).toBeVisible();
  await expect(page.getByTestId('incident-strip')).toBeVisible();
}

async function expectFits(page: Page, width: number) {
  expect(fitProblems(await measureGlanceFit(page)), `at ${width} px`).toEqual([]);
}

async function openBulkPauseForm(page: Page) {
  if (await page.getByTestId('bulk-pause-form').isVisible()) return;
  await page.getByTestId('bulk-pause-open').click();
  await expect(page.getByTestId('bulk-pause-form')).toBeVisible();
}

/** The side panel's page, synced with the long names. */
async function sidePanelWithLongNames(
  context: BrowserContext,
  extensionId: string,
  server: RunningServer,
) {
  addLongNames(server);
  const page = await openExtensionPage(context, extensionId, 'sidepanel.html');
  await syncRound(page);
  return page;
}

test('the side panel fits every width from 240 px to a phone’s, names readable', async ({
  context,
  extensionId,
  server,
}) => {
  const page = await sidePanelWithLongNames(context, extensionId, server);
  await openBulkPauseForm(page);
  for (const width of PANEL_WIDTHS) {
    await atWidth(page, width);
    await expectFits(page, width);
  }
});

/** A touch screen beside a narrow panel (a tablet's sidebar): the rows keep their narrow layout. */
test('on a touch screen the side panel still fits 240 to 320 px, names readable', async ({
  context,
  extensionId,
  server,
}) => {
  const page = await sidePanelWithLongNames(context, extensionId, server);
  for (const width of PANEL_WIDTHS.filter((w) => w <= 320)) {
    await atWidth(page, width);
    // After the resize, which may end the emulation, as a load or a mouse click does.
    await emulateTouchScreen(page);
    await expectFits(page, width);
  }
});

test('the popup fits 400 × 600 and a phone’s width, where Firefox for Android opens it', async ({
  openPopup,
  server,
}) => {
  addLongNames(server);
  const page = await openPopup();
  await syncRound(page);
  await openBulkPauseForm(page);
  await atWidth(page, 400, 600);
  await expectFits(page, 400);
  for (const width of PHONE_WIDTHS) {
    await atWidth(page, width);
    await expectFits(page, width);
  }
});

/**
 * The toolbar popup's window takes its content's size, measuring it from a tiny window first: a
 * glance that followed its window's width (vw, a media query) would open as a sliver.
 */
test('the toolbar popup still opens with its glance 400 px wide', async ({
  context,
  openOptions,
}) => {
  const worker = await backgroundWorker(context);
  const options = await openOptions();
  await options.bringToFront();
  await worker.evaluate(() => chrome.action.openPopup());
  // The popup is no page Playwright sees: it is read from another page of the extension.
  const opened = () =>
    options.evaluate(() =>
      chrome.extension.getViews({ type: 'popup' }).flatMap((view) => {
        const main = view.document.querySelector('body.loaded main');
        return main
          ? [{ glance: main.getBoundingClientRect().width, window: view.innerWidth }]
          : [];
      }),
    );
  await expect.poll(opened).toEqual([expect.objectContaining({ glance: 400 })]);
  const [popup] = await opened();
  expect(popup?.window).toBeGreaterThanOrEqual(400);
});

for (const language of ['en', 'de'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ language: language === 'de' ? 'de-DE' : 'en-US' });
    test(`the narrow glance in ${language}, light and dark, passes axe, as pictures`, async ({
      context,
      extensionId,
      server,
    }) => {
      addLongNames(server);
      const page = await openExtensionPage(context, extensionId, 'sidepanel.html');
      await syncRound(page);
      for (const width of [252, 360]) {
        await atWidth(page, width);
        await expectFits(page, width);
        await page.addStyleTag({ content: HIDE_CLOCK_TEXT });
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          expect(await seriousA11yViolations(page), `${scheme} at ${width} px`).toEqual([]);
          await keepScreenshot(page, `glance-${width}-${language}-${scheme}.png`);
        }
      }
    });
  });
}
