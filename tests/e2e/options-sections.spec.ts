import { expect, test } from './fixtures';
import { menuRoutes, sectionSettled } from './pages/options-sections';
import { seriousA11yViolations } from './support/commands';
import { tableRows } from './support/worker';

test('every options section, and a record’s detail and new form, pass axe in light and dark', async ({
  openOptions,
  context,
}) => {
  // axe twice on each of some twenty pages: about 50 s on a busy two-core machine, all of it
  // steady progress (a CI run's trace), so the test is given time for its work, as the gallery's.
  test.setTimeout(180_000);
  const page = await openOptions('#/connections');
  await expect.poll(async () => (await tableRows(context, 'monitors')).length).toBeGreaterThan(0);
  const monitor = (await tableRows<{ id: string }>(context, 'monitors'))[0]?.id ?? '';
  const routes = [...(await menuRoutes(page)), `#/monitors/${monitor}`, '#/monitors/new'];
  expect(routes.length).toBeGreaterThan(14);
  const found: Record<string, string[]> = {};
  for (const route of routes) {
    await page.evaluate((hash) => (location.hash = hash), route);
    await sectionSettled(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const violations = await seriousA11yViolations(page);
      if (violations.length) found[`${route} (${scheme})`] = violations;
    }
  }
  expect(found).toEqual({});
});

test.describe('in a German browser', () => {
  test.use({ language: 'de-DE' });

  test('the options page’s menu, lists and outbox speak German', async ({ openOptions }) => {
    const page = await openOptions('#/outbox');
    const menu = page.getByRole('navigation', { name: 'Einstellungsbereiche' });
    await expect(menu.getByRole('link', { name: 'Verbindungen' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Postausgang' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Postausgang');
    await expect(page.getByTestId('outbox-summary')).toHaveText(
      'Nichts mehr zu senden: Alles, was Sie geändert haben, ist beim Server angekommen.',
    );
    await page.evaluate(() => (location.hash = '#/categories'));
    await expect(page.getByTestId('list-count')).toHaveText(/^\d+ Kategorien$/);
    await expect(page.getByRole('searchbox', { name: 'Kategorien durchsuchen' })).toHaveAttribute(
      'placeholder',
      'Suchen',
    );
    await expect(page.getByTestId('new-categories')).toHaveText('Neu: Kategorie');
  });
});
