import type { Page } from '@playwright/test';
import { HOSTILE_MARKUP } from '../server/core/hostile-text';
import { expect, test } from './fixtures';
import { buyFromPopup, confirmedCode, doorPage } from './pages/tickets';
import { syncRoundOutcomes } from './support/commands';

/*
 * Both APIs answer with markup in every free-text field and `javascript:` in every URL field
 * (the `markup` fault, CONTRACT.md). Every screen shows them as text: nothing runs, nothing
 * becomes an element, and no server-given URL is ever a clickable `javascript:` link.
 */

const LISTS = [
  'monitors',
  'categories',
  'incidents',
  'seats',
  'integrations',
  'pages',
  'announcements',
  'windows',
  'events',
];

/** What the page made of the strings: elements or handlers they would have created. */
function leftovers(page: Page) {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    return {
      pwned: (window as { __pwned?: unknown }).__pwned ?? null,
      javascriptLinks: all.filter((e) =>
        ['href', 'src', 'action', 'formaction'].some((name) =>
          /^\s*javascript:/i.test(e.getAttribute(name) ?? ''),
        ),
      ).length,
      handlers: all.filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name))).length,
      injected: document.querySelectorAll('img[src="x"], body script').length,
    };
  });
}

const NOTHING_LEFT = { pwned: null, javascriptLinks: 0, handlers: 0, injected: 0 };
/** The markup as the user should see it: text. */
const SHOWN_AS_TEXT = HOSTILE_MARKUP.slice(0, 30);

test('markup and javascript: URLs from both APIs are shown as text on every screen', async ({
  context,
  extensionId,
  openPopup,
  openOptions,
  server,
}) => {
  const dialogs: string[] = [];
  context.on('page', (page) =>
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    }),
  );
  server.context.faults.add({ path: '/endpoints/v1/**', kind: 'markup' });
  server.context.faults.add({ path: '/v1.1/**', kind: 'markup' });

  const popup = await openPopup();
  await syncRoundOutcomes(popup);
  await expect(popup.getByTestId('monitor-row').first()).toContainText(SHOWN_AS_TEXT);
  expect(await leftovers(popup)).toEqual(NOTHING_LEFT);

  const options = await openOptions();
  for (const key of LISTS) {
    await options.evaluate((to) => (location.hash = to), `#/${key}`);
    const list = options.getByTestId(`list-${key}`);
    await expect(list.getByTestId('record-row').first()).toContainText(SHOWN_AS_TEXT);
    expect(await leftovers(options), key).toEqual(NOTHING_LEFT);
    await list.getByTestId('record-row').first().getByRole('link').click();
    await expect(options.getByTestId(`detail-${key}`)).toBeVisible();
    expect(await leftovers(options), `${key} detail`).toEqual(NOTHING_LEFT);
  }

  // Bought once the events list is known to hold hostile names: the ticket keeps its event's.
  await popup.reload();
  await confirmedCode(await buyFromPopup(popup, 'event'));
  expect(await leftovers(popup)).toEqual(NOTHING_LEFT);

  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/door.html`);
  await expect(doorPage(page).code).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(SHOWN_AS_TEXT);
  expect(await leftovers(page)).toEqual(NOTHING_LEFT);
  expect(dialogs).toEqual([]);
});
