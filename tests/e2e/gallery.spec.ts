import type { Locator, Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { menuRoutes, sectionSettled } from './pages/options-sections';
import { buyFromPopup, confirmedCode, orderBought } from './pages/tickets';
import { screenshotPath, seriousA11yViolations, syncRoundOutcomes } from './support/commands';
import { refusePauseOnce } from './support/e2e-server';
import { backgroundWorker } from './support/extension';
import { ALL_DAY, publishHours } from './support/museum';
import { putRows, required, tableRows } from './support/worker';

/**
 * The screens a new user meets, each in light and dark: every options section at 1280×800, the
 * Tickets page with several purchases, the popup at 400×600 with a bulk pause and on the day of a
 * ticket. Every one must pass axe; with GATEHOUSE_SCREENSHOTS=1 each is also kept as a picture
 * under __screenshots__/gallery/, named <screen>-<en|de>-<light|dark>.png, to look at before a
 * change to the look is committed.
 */

const SCHEMES = ['light', 'dark'] as const;

const MINUTE = 60_000;

/**
 * Recent changes of a day: two outages (one still on), a pause and its resume, the newest two
 * recorded after the user last looked (four hours ago).
 */
async function seedRecentChanges(page: Page) {
  const now = Date.now();
  const ago = (minutes: number) => now - minutes * MINUTE;
  const change = (monitorId: string, name: string, kind: string, at: number, until?: number) => ({
    monitorId,
    name,
    change: kind,
    at,
    recordedAt: at + 5 * MINUTE,
    ...(until !== undefined && { until }),
  });
  const context = page.context();
  // Three the user was shown at their last look, 250 minutes ago, and two stored after it.
  await putRows(context, 'timeline', [
    change('mon_2', 'Checkout API (eu-west, primary)', 'down', ago(1_500), ago(1_380)),
    change('mon_2', 'Checkout API (eu-west, primary)', 'up', ago(1_380)),
    change('mon_3', 'Marketing site', 'paused', ago(300), ago(200)),
  ]);
  const shown = await tableRows<{ seq: number }>(context, 'timeline');
  const look = { at: ago(250), seq: Math.max(...shown.map((entry) => entry.seq)) };
  const worker = await backgroundWorker(context);
  await worker.evaluate((look) => chrome.storage.local.set({ timelineLastLook: look }), look);
  await putRows(context, 'timeline', [
    change('mon_3', 'Marketing site', 'resumed', ago(200)),
    change('mon_4', 'Search', 'down', ago(20)),
  ]);
}

/** Whatever axe finds serious on one screen, by its picture's name; the picture, when asked for. */
async function look(page: Page, name: string, found: Record<string, string[]>, part?: Locator) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    const violations = await seriousA11yViolations(page);
    if (violations.length) found[`${name}-${scheme}`] = violations;
    const path = screenshotPath(`gallery/${name}-${scheme}.png`);
    // Pictures at CSS size, cropped to what is drawn: small enough to keep many of.
    if (path) await (part ?? page).screenshot({ path, scale: 'css' });
  }
}

/** A popup at 400×600 that has paused the first category's monitors with its bulk pause. */
async function pauseCategoryFromPopup(popup: Page, server: RunningServer) {
  await popup.setViewportSize({ width: 400, height: 600 });
  await popup.waitForSelector('body.loaded');
  const category = required(
    [...server.context.state.monitoring.categories.values()][0],
    'a category',
  );
  await popup.getByTestId('bulk-pause-open').click();
  await popup.getByTestId('bulk-pause-which').selectOption(`category:${category.id}`);
  await popup.getByTestId('bulk-pause-go').click();
  await expect(popup.getByTestId('paused-until')).toBeVisible();
}

for (const [lang, language] of [
  ['en', 'en-US'],
  ['de', 'de-DE'],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ language });

    test(`the popup with a bulk pause, Tickets with purchases and the popup on a ticket day pass axe in light and dark (${lang})`, async ({
      openOptions,
      openPopup,
      server,
    }) => {
      test.setTimeout(180_000);
      const found: Record<string, string[]> = {};
      const popup = await openPopup();
      await pauseCategoryFromPopup(popup, server);
      await look(popup, `popup-bulk-pause-${lang}`, found, popup.locator('.popup'));

      // Three purchases of different kinds, days and sizes, each from the popup in its own tab.
      for (const [kind, choice] of [
        ['general', {}],
        ['event', {}],
        ['general', { day: 1, quantity: 2 }],
      ] as const) {
        await orderBought(await buyFromPopup(popup, kind, choice), choice.quantity ?? 1);
      }
      const page = await openOptions('#/tickets');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByTestId('purchase-card').first()).toBeVisible();
      await look(page, `tickets-${lang}`, found);

      // A ticket for today, which the popup then leads with, the three bought before below it.
      await publishHours(server, popup, [ALL_DAY]);
      await confirmedCode(await buyFromPopup(popup, 'general'));
      const onTicketDay = await openPopup();
      await onTicketDay.setViewportSize({ width: 400, height: 600 });
      await onTicketDay.waitForSelector('body.loaded');
      await expect(onTicketDay.getByTestId('today-ticket')).toBeVisible();
      await look(onTicketDay, `popup-today-ticket-${lang}`, found, onTicketDay.locator('.popup'));
      expect(found).toEqual({});
    });

    // The menu in two halves, each its own test: on a busy machine, axe twice on each of some
    // twenty pages, after the screens above, took longer than one test's time.
    for (const half of [0, 1]) {
      test(`every options section in the menu's ${half ? 'second' : 'first'} half passes axe in light and dark (${lang})`, async ({
        context,
        openOptions,
        openPopup,
        server,
      }) => {
        test.setTimeout(180_000);
        const found: Record<string, string[]> = {};
        // The lists show a category paused, as after the popup's bulk pause, and the outbox has
        // sent it (the pauses go a few at a time): the one test these were part of had bought
        // tickets meanwhile, which are sent after them.
        await pauseCategoryFromPopup(await openPopup(), server);
        await expect.poll(async () => (await tableRows(context, 'outbox')).length).toBe(0);
        // Opened on a section neither half visits, so each it visits is drawn after the settings
        // below are stored.
        const page = await openOptions('#/tickets');
        await page.setViewportSize({ width: 1280, height: 800 });
        // Settings as someone on call keeps them: quiet hours at night.
        await page.evaluate(() =>
          chrome.storage.local.set({ quietHours: { enabled: true, from: '22:00', to: '07:00' } }),
        );
        const routes = (await menuRoutes(page)).filter((route) => route !== '#/tickets');
        expect(routes.length).toBeGreaterThan(12);
        const middle = Math.ceil(routes.length / 2);
        for (const route of half ? routes.slice(middle) : routes.slice(0, middle)) {
          await page.evaluate((hash) => (location.hash = hash), route);
          await sectionSettled(page);
          // The uptime report is shown made, with its chart and tables.
          if (route === '#/uptime-report') {
            await page.getByTestId('report-start').click();
            await expect(page.getByTestId('report-export')).toBeEnabled();
          }
          await look(page, `options-${route.replace('#/', '')}-${lang}`, found);
        }
        expect(found).toEqual({});
      });
    }

    test(`Recent changes, new and seen, pass axe in light and dark (${lang})`, async ({
      openOptions,
    }) => {
      const found: Record<string, string[]> = {};
      const page = await openOptions('#/outbox');
      await seedRecentChanges(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => (location.hash = '#/timeline'));
      await expect(page.getByTestId('timeline-entry')).toHaveCount(5);
      await expect(page.getByTestId('timeline-new')).toHaveCount(2);
      await look(page, `options-timeline-changes-${lang}`, found);
      expect(found).toEqual({});
    });

    test(`the Monitors list with a selection, its bar, a refusal and the delete question pass axe (${lang})`, async ({
      context,
      openOptions,
      server,
    }) => {
      const found: Record<string, string[]> = {};
      const page = await openOptions('#/monitors');
      await page.setViewportSize({ width: 1280, height: 800 });
      const rows = page.getByTestId('record-row');
      const box = (index: number) => rows.nth(index).getByRole('checkbox');
      await expect(box(0)).toBeVisible();
      // The rows are picked by place: the sync after install is over (a maintenance window's
      // pull landing late would move the monitors it covers) before any is picked.
      await syncRoundOutcomes(page, ['monitors', 'windows']);
      // A bulk pause of three, one of which the server refuses: the summary names it.
      const refused = required(
        (await rows.nth(1).getAttribute('data-record-id')) ?? undefined,
        'a row id',
      );
      refusePauseOnce(server, refused);
      for (const index of [0, 1, 2]) await box(index).click();
      await page.getByTestId('bulk-bar').getByRole('button').first().click();
      await expect(page.getByTestId('bulk-refused')).toBeVisible();
      // The summary can come before the list shows the outcome: the refused monitor back at the
      // top, where its status puts it (the two paused ones go to the end), which moves the rows
      // below it. The boxes below are clicked by place, so they wait for every pause to have
      // settled and for the list to show it (a shift-click's range runs from the row first
      // clicked, wherever it has moved to).
      await expect
        .poll(async () =>
          (await tableRows<{ recordId: string; state: string }>(context, 'outbox')).map(
            (row) => `${row.recordId} ${row.state}`,
          ),
        )
        .toEqual([`${refused} failed`]);
      await expect(rows.first()).toHaveAttribute('data-record-id', refused);
      await expect(rows.first().locator('.badge-failed')).toBeVisible();
      // Then twenty more, a range and single boxes, with the bar over them.
      await box(3).click();
      await box(17).click({ modifiers: ['Shift'] });
      for (const index of [18, 19, 20, 21, 22]) await box(index).click();
      await expect(page.getByTestId('bulk-count')).toContainText('20');
      // The boxes clicked scrolled the page; the picture starts at the section's top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await look(page, `options-monitors-bulk-${lang}`, found);
      await page.getByTestId('bulk-bar').locator('button.danger[type="button"]').click();
      await expect(page.getByTestId('bulk-delete-dialog')).toBeVisible();
      await look(page, `options-monitors-bulk-delete-${lang}`, found);
      expect(found).toEqual({});
    });

    test(`the popup and the options list with monitors in maintenance pass axe in light and dark (${lang})`, async ({
      openOptions,
      openPopup,
    }) => {
      const found: Record<string, string[]> = {};
      const popup = await openPopup();
      await popup.setViewportSize({ width: 400, height: 600 });
      // The demo's running window covers a monitor (tests/server/monitoring/seed-windows.ts).
      await expect(popup.locator('.monitor-row.status-maintenance').first()).toBeVisible();
      await look(popup, `popup-maintenance-${lang}`, found, popup.locator('.popup'));
      const options = await openOptions('#/monitors');
      await options.setViewportSize({ width: 1280, height: 800 });
      await expect(options.locator('.status-badge.tone-maintenance').first()).toBeVisible();
      await look(options, `options-monitors-maintenance-${lang}`, found);
      expect(found).toEqual({});
    });
  });
}
