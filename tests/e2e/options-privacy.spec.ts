import { PRIVACY_STATEMENT } from '../../lib/model/privacy-statement';
import { wordsIn } from '../unit/support/shipped-messages';
import { expect, test } from './fixtures';
import { keepScreenshot, seriousA11yViolations } from './support/commands';

/** The statement's headings and paragraphs, in order, as the messages of `language` say them. */
function statementIn(language: 'en' | 'de') {
  const say = wordsIn(language);
  const { title, intro, parts } = PRIVACY_STATEMENT;
  return {
    title: say(title),
    texts: [say(intro), ...parts.flatMap((part) => part.paragraphs.map(say))],
    headings: parts.map((part) => say(part.heading)),
  };
}

for (const [language, browserLanguage, menuName] of [
  ['en', undefined, 'Settings sections'],
  ['de', 'de-DE', 'Einstellungsbereiche'],
] as const) {
  test.describe(`in the ${language} browser language`, () => {
    test.use({ language: browserLanguage });

    test('the options page’s menu leads to the privacy statement, which passes axe in light and dark', async ({
      openOptions,
    }) => {
      const statement = statementIn(language);
      const page = await openOptions('#/connections');
      await page
        .getByRole('navigation', { name: menuName })
        .getByRole('link', { name: statement.title })
        .click();
      await expect(page).toHaveURL(/#\/privacy$/);
      const section = page.getByTestId('privacy-statement');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(statement.title);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(statement.headings);
      await expect(section.locator('p')).toHaveText(statement.texts);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await seriousA11yViolations(page)).toEqual([]);
        await keepScreenshot(page, `options-privacy-${language}-${scheme}.png`);
      }
    });
  });
}

test('what leaves the browser goes only to the server set up under Connections', async ({
  context,
  openPopup,
  openOptions,
  server,
}) => {
  const contacted = new Set<string>();
  context.on('request', (request) => {
    const { protocol, origin } = new URL(request.url());
    if (protocol === 'http:' || protocol === 'https:') contacted.add(origin);
  });
  const popup = await openPopup();
  await expect(popup.locator('.sparkline polyline').first()).toBeVisible();
  const options = await openOptions('#/monitors');
  await expect(options.getByTestId('record-row').first()).toBeVisible();
  await options.evaluate(() => (location.hash = '#/privacy'));
  await expect(options.getByTestId('privacy-statement')).toBeVisible();
  // The worker's own fetches are seen too: the monitors it pulled came from the server.
  expect([...contacted]).toEqual([new URL(server.url).origin]);
});
