import { expect, test } from './fixtures';
import { valuesOf } from './pages/options-resource-section';
import {
  HIDE_CLOCK_TEXT,
  keepScreenshot,
  sendCommand,
  seriousA11yViolations,
} from './support/commands';
import { required } from './support/worker';

// The options sections whose layout was finished, as a user sees them at 1280×800 in each theme and
// language, with a change waiting in the header: axe finds nothing serious, and (with
// GATEHOUSE_SCREENSHOTS=1) each is kept under __screenshots__ to look at.

for (const [language, tag] of [
  ['en-US', 'en'],
  ['de-DE', 'de'],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ language });

    test(`the header, Connections, Sync, a status page's access and the windows pass axe (${tag})`, async ({
      openOptions,
      context,
      server,
    }) => {
      const page = await openOptions('#/connections');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.addStyleTag({ content: HIDE_CLOCK_TEXT });
      await expect(page.getByTestId('monitoring-sign-in')).toBeVisible();
      const status = required(valuesOf(server.context.state.monitoring.pages)[0], 'a status page');
      await context.setOffline(true);
      await sendCommand(page, 'submitWrite', {
        operation: 'updatePage',
        recordId: status.id,
        payload: { name: status.name },
      });
      await expect(page.getByTestId('pending-writes')).toBeVisible();
      const shown = {
        connections: page.getByTestId('connection-museum'),
        sync: page.getByTestId('sync-now'),
        [`pages/${status.id}`]: page.getByTestId('page-access-form'),
        windows: page.getByTestId('record-row').first(),
      };
      const found: Record<string, string[]> = {};
      for (const [route, ready] of Object.entries(shown)) {
        await page.evaluate((hash) => (location.hash = hash), `#/${route}`);
        await expect(ready).toBeVisible();
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          const violations = await seriousA11yViolations(page);
          if (violations.length) found[`${route} (${scheme})`] = violations;
          const name = route.split('/')[0];
          await keepScreenshot(page, `options-look-${name}-${tag}-${scheme}.png`);
        }
      }
      expect(found).toEqual({});
    });
  });
}
