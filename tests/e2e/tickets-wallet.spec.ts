import type { Page } from '@playwright/test';
import { addDays, localToday } from '../server/museum/calendar';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { buyFromPopup, doorPage } from './pages/tickets';
import {
  HIDE_CLOCK_TEXT,
  keepScreenshot,
  sendCommand,
  seriousA11yViolations,
} from './support/commands';
import { addEvent, savePurchaseThenFail } from './support/museum';
import { tableRows } from './support/worker';

/*
 * The Tickets page as a wallet: a card per purchase (not per ticket), those to come first, past
 * ones folded, prices with the museum's currency once the user names it, and one word for each
 * purchase state on the Tickets page, in the popup and at the door.
 */

const purchasesAt = (server: {
  context: { log: { entries: { method: string; path: string }[] } };
}) =>
  server.context.log.entries.filter((e) => e.method === 'POST' && e.path === '/v1.1/tickets')
    .length;

/** Orders one ticket as the form does, by command; without a `purchaseId` each is its own purchase. */
function order(page: Page, ticketDate: string, more: Record<string, unknown> = {}) {
  return sendCommand(page, 'submitWrite', {
    operation: 'buyTickets',
    payload: { ticketType: 'general', ticketDate, email: 'visitor@example.com', ...more },
  });
}

/** Waits until the outbox has sent everything: every order is bought (or left to the user). */
async function allSent(page: Page) {
  await expect.poll(async () => (await tableRows(page.context(), 'outbox')).length).toBe(0);
}

const today = () => localToday(new Date());

/** An event at 12.50 three days from now, and one ticket for it, bought. */
async function orderEventTicket(server: RunningServer, page: Page) {
  const day = addDays(today(), 3);
  const name = 'Night at the vaults';
  const eventId = await addEvent(server, page, { name, price: 12.5, dates: [day] });
  await order(page, day, { ticketType: 'event', eventId, eventName: name });
  return eventId;
}

test('a purchase of two tickets is one card saying 2, and one line in the popup', async ({
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  const page = await buyFromPopup(popup, 'general', { quantity: 2 });
  await expect.poll(() => purchasesAt(server)).toBe(2);
  const status = page.getByTestId('purchase-status');
  // While one is confirmed and the other not yet, each has its line; then one says both.
  await expect(status).toHaveCount(1);
  await expect(status).toHaveAttribute('data-state', 'bought');
  await expect(status).toContainText('Bought: 2 tickets · General entry');
  await expect(status).not.toContainText('ticket purchased');
  await expect(status.getByTestId('purchase-code')).toHaveCount(2);

  const card = page.getByTestId('purchase-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('purchase-quantity')).toHaveText('2 tickets');
  await expect(card).toContainText('visitor@example.com');
  await expect(card.getByTestId('purchase-state')).toHaveText('bought');
  await expect(popup.getByTestId('ticket-line')).toHaveCount(1);
  await expect(popup.getByTestId('ticket-line')).toContainText('General entry · 2 tickets');
  // What ties the two together stays here: the museum is sent only its own fields.
  const sent = server.context.log.entries
    .filter((e) => e.method === 'POST' && e.path === '/v1.1/tickets')
    .map((e) => Object.keys((e as { body?: object }).body ?? {}).sort());
  expect(sent).toEqual([
    ['email', 'ticketDate', 'ticketType'],
    ['email', 'ticketDate', 'ticketType'],
  ]);
});

test('tickets to come come first, soonest first; past ones are folded under "Past tickets"', async ({
  openPopup,
  openOptions,
  server,
}) => {
  const popup = await openPopup();
  for (const offset of [5, -10, 1, -3]) await order(popup, addDays(today(), offset));
  await allSent(popup);
  expect(purchasesAt(server)).toBe(4);
  const page = await openOptions('#/tickets');
  const cards = page.getByTestId('purchase-card');
  const past = page.getByTestId('past-tickets');
  await expect(cards.filter({ visible: true })).toHaveCount(2);
  expect(await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-date')))).toEqual(
    [1, 5, -3, -10].map((offset) => addDays(today(), offset)),
  );
  await expect(past).not.toHaveAttribute('open');
  await expect(past.locator('summary')).toHaveText('Past tickets (2)');
  await expect(past.getByTestId('purchase-card').first()).toBeHidden();
  await past.locator('summary').click();
  await expect(past.getByTestId('purchase-card')).toHaveCount(2);
  await expect(past.getByTestId('purchase-card').first()).toBeVisible();
});

test('"Show at the door" is a button that opens the door on that purchase’s ticket', async ({
  openPopup,
  openOptions,
}) => {
  const popup = await openPopup();
  for (const offset of [1, 4]) await order(popup, addDays(today(), offset));
  await allSent(popup);
  const page = await openOptions('#/tickets');
  const later = page.getByTestId('purchase-card').nth(1);
  await expect(later).toHaveAttribute('data-date', addDays(today(), 4));
  const show = later.getByRole('button', { name: 'Show at the door' });
  const opened = page.context().waitForEvent('page');
  await show.click();
  const door = doorPage(await opened);
  const [ticket] = (
    await tableRows<{ ticketId: string; ticketDate: string }>(page.context(), 'tickets')
  ).filter((t) => t.ticketDate === addDays(today(), 4));
  await expect(door.page.getByTestId('door-ticket')).toHaveAttribute(
    'data-ticket-id',
    ticket?.ticketId ?? '?',
  );
  await expect(door.qr).toBeVisible();
});

test('until the museum’s currency is set prices say so; set to euro they show €', async ({
  openPopup,
  openOptions,
  server,
}) => {
  const popup = await openPopup();
  const eventId = await orderEventTicket(server, popup);
  await allSent(popup);
  const page = await openOptions('#/tickets');
  const price = page.getByTestId('purchase-card').getByTestId('purchase-price');
  await expect(price).toHaveText('12.50 (in the museum’s currency)');
  await page.getByTestId('buy-ticket-toggle').click();
  const form = page.getByTestId('buy-ticket-form');
  await form.getByTestId('ticket-kind-event').check();
  await form.getByLabel('Event', { exact: true }).selectOption(eventId);
  await expect(form.getByTestId('ticket-price')).toContainText('(in the museum’s currency)');
  const door = doorPage(await popup.context().newPage());
  await door.page.goto(popup.url().replace('popup.html', 'door.html'));
  await expect(door.page.getByTestId('door-price')).toHaveText('12.50 (in the museum’s currency)');

  await page.getByLabel('Museum’s currency').selectOption('EUR');
  await expect(price).toHaveText('€12.50');
  await expect(form.getByTestId('ticket-price')).toContainText('€12.50 each');
  await expect(form.getByTestId('ticket-price')).not.toContainText('museum’s currency');
  await expect(door.page.getByTestId('door-price')).toHaveText('€12.50');
});

const WORDS = {
  'en-US': {
    question: 'Purchase may not have gone through — Send again?',
    state: 'may not have gone through',
  },
  'de-DE': {
    question: 'Kauf womöglich nicht durchgegangen – erneut senden?',
    state: 'womöglich nicht durchgegangen',
  },
} as const;

for (const [language, words] of Object.entries(WORDS)) {
  test.describe(language, () => {
    test.use({ language });
    const lang = language.slice(0, 2);

    test(`a purchase the museum saved before answering 500 reads the same on the Tickets page, in the popup and at the door (${lang})`, async ({
      extensionId,
      openPopup,
      openOptions,
      server,
    }) => {
      savePurchaseThenFail(server, 500);
      const popup = await openPopup();
      await order(popup, addDays(today(), 2));
      await expect(popup.getByTestId('purchase-prompt')).toContainText(words.question);
      await expect(popup.getByTestId('ticket-line')).toContainText(`(${words.state})`);

      const page = await openOptions('#/tickets');
      await expect(page.getByTestId('purchase-prompt')).toContainText(words.question);
      await expect(page.getByTestId('purchase-state')).toHaveText(words.state);

      const door = await popup.context().newPage();
      await door.goto(`chrome-extension://${extensionId}/door.html`);
      await expect(doorPage(door).waiting).toContainText(`(${words.state})`);
      await expect(door.getByTestId('purchase-prompt')).toContainText(words.question);
      expect(purchasesAt(server)).toBe(1);
      await keepScreenshot(
        popup,
        `popup-museum-uncertain-${lang}.png`,
        popup.getByTestId('museum-strip'),
      );
      await keepScreenshot(door, `door-uncertain-${lang}.png`);
    });

    for (const scheme of ['light', 'dark'] as const) {
      test(`the Tickets page with several purchases in ${scheme} mode passes axe (${lang})`, async ({
        openPopup,
        openOptions,
        server,
      }) => {
        const popup = await openPopup();
        await orderEventTicket(server, popup);
        const shared = { purchaseId: 'two-at-once' };
        await order(popup, addDays(today(), 1), shared);
        await order(popup, addDays(today(), 1), shared);
        await order(popup, addDays(today(), -6));
        await allSent(popup);
        const page = await openOptions('#/tickets');
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.emulateMedia({ colorScheme: scheme });
        await page
          .getByLabel(lang === 'de' ? 'Währung des Museums' : 'Museum’s currency')
          .selectOption('EUR');
        await expect(page.getByTestId('purchase-card').filter({ visible: true })).toHaveCount(2);
        await page.getByTestId('past-tickets').locator('summary').click();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await keepScreenshot(page, `tickets-wallet-${lang}-${scheme}.png`);
        await popup.emulateMedia({ colorScheme: scheme });
        await popup.addStyleTag({ content: HIDE_CLOCK_TEXT });
        await expect(popup.getByTestId('ticket-line')).toHaveCount(2);
        expect(await seriousA11yViolations(popup)).toEqual([]);
        await keepScreenshot(
          popup,
          `popup-museum-${lang}-${scheme}.png`,
          popup.getByTestId('museum-strip'),
        );
      });
    }
  });
}
