import type { Page } from '@playwright/test';
import { addDays, localToday } from '../server/museum/calendar';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { openBuyForm, whollyInViewport } from './pages/tickets';
import { keepScreenshot, sendCommand, seriousA11yViolations } from './support/commands';
import { addEvent, publishHours } from './support/museum';

const offeredDays = (form: ReturnType<Page['getByTestId']>) =>
  form
    .getByLabel('Date', { exact: true })
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

test('the form shows the price of each ticket and the total for the number chosen', async ({
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  const day = addDays(localToday(new Date()), 3);
  const eventId = await addEvent(server, popup, {
    name: 'Night at the vaults',
    price: 12.5,
    dates: [day],
  });
  const { form } = await openBuyForm(popup);
  const price = form.getByTestId('ticket-price');
  await expect(price).toContainText('General entry has no published price');

  await form.getByTestId('ticket-kind-event').check();
  const eventMenu = form.getByLabel('Event', { exact: true });
  await eventMenu.selectOption(eventId);
  await expect(eventMenu.locator(`option[value="${eventId}"]`)).toContainText('12.50');
  await expect(price).toContainText('12.50 each');
  await form.getByLabel('Tickets', { exact: true }).fill('3');
  await expect(price).toContainText('Total 37.50');
  await form.getByLabel('Email').fill('visitor@example.com');
  await form.getByTestId('buy-ticket-submit').click();
  await expect
    .poll(() => [...server.context.state.museum.tickets.values()].map((t) => t.eventId))
    .toEqual([eventId, eventId, eventId]);
});

test('only open days are offered, and today not once it has closed (times without a colon too)', async ({
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  // Today closed at 00:01; tomorrow closed; then two open days.
  const days = await publishHours(server, popup, [
    ['0000', '0001'],
    null,
    ['0900', '1700'],
    ['09:00', '21:00'],
  ]);
  const { page, form } = await openBuyForm(popup);
  expect(await offeredDays(form)).toEqual(days.slice(1));

  await publishHours(server, popup, [['00:00', '2359'], null, ['0900', '1700']]);
  await expect.poll(() => offeredDays(form)).toEqual([days[0], days[1]]);
  await expect(form.getByLabel('Date', { exact: true })).toHaveValue(days[0] ?? '');

  await publishHours(server, popup, []);
  await expect(form.getByTestId('no-open-day')).toHaveText(
    'No open day is known: Gatehouse has no opening hours saved for the days ahead.',
  );
  await expect(form.getByTestId('buy-ticket-submit')).toBeDisabled();
  await page.close();
});

test('a long event name stays inside a popup-wide window', async ({ openPopup, server }) => {
  const popup = await openPopup();
  const name = `The complete ${'and unabridged '.repeat(12)}history of the museum's clocks`;
  const day = addDays(localToday(new Date()), 2);
  const eventId = await addEvent(server, popup, { name, price: 8, dates: [day] });
  const { page, form } = await openBuyForm(popup);
  await page.setViewportSize({ width: 400, height: 600 });
  await form.getByTestId('ticket-kind-event').check();
  const menu = form.getByLabel('Event', { exact: true });
  await menu.selectOption(eventId);
  expect(await whollyInViewport(menu)).toBe(true);
  // Wholly inside once scrolled to: at popup width the page lays out as on a phone (44 px taps),
  // and Buy may sit below a 600 px window's fold, but never past its right edge.
  const buy = form.getByTestId('buy-ticket-submit');
  await buy.scrollIntoViewIfNeeded();
  expect(await whollyInViewport(buy)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  const formBox = await form.boundingBox();
  expect((formBox?.x ?? 0) + (formBox?.width ?? Infinity)).toBeLessThanOrEqual(400);
});

test('with the buy form open the popup list still shows six rows or more', async ({
  context,
  openPopup,
}) => {
  const popup = popupPage(await openPopup());
  await popup.page.setViewportSize({ width: 400, height: 600 });
  await expect(popup.rows.first()).toBeVisible();
  await popup.page.getByTestId('buy-ticket-toggle').click();
  const formsOpen = async () => {
    const counts = context.pages().map((page) => page.getByTestId('buy-ticket-form').count());
    return (await Promise.all(counts)).reduce((sum, count) => sum + count, 0);
  };
  await expect.poll(formsOpen).toBe(1);
  const shown = await popup.rows.evaluateAll(
    (rows) =>
      rows.filter((row) => {
        const box = row.getBoundingClientRect();
        const list = row.closest('.monitor-scroller')?.getBoundingClientRect();
        return list && box.top >= list.top && box.bottom <= list.bottom && box.bottom <= 600;
      }).length,
  );
  expect(shown).toBeGreaterThanOrEqual(6);
});

test('past three purchases the popup says how many more, and the link shows them all', async ({
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  // Five purchases of one ticket each, a day apart: five lines' worth, where three fit.
  for (let day = 0; day < 5; day++) {
    await sendCommand(popup, 'submitWrite', {
      operation: 'buyTickets',
      payload: {
        ticketType: 'general',
        ticketDate: addDays(localToday(new Date()), day),
        email: 'visitor@example.com',
      },
    });
  }
  await expect.poll(() => server.context.state.museum.tickets.size).toBe(5);
  const wallet = popup.getByTestId('ticket-wallet');
  await expect(wallet.getByTestId('ticket-link')).toHaveCount(3);
  const more = wallet.getByTestId('tickets-more');
  await expect(more).toHaveText('2 more');
  const opened = popup.context().waitForEvent('page');
  await more.click();
  const all = await opened;
  await expect(all.getByTestId('purchase-card')).toHaveCount(5);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the buy form in ${scheme} mode shows an event's price and total, and passes axe`, async ({
    openPopup,
    server,
  }) => {
    const today = localToday(new Date());
    const paid = [...server.context.state.museum.events.values()].find(
      (event) => event.price > 0 && event.dates.some((date) => date > today),
    );
    const { page, form } = await openBuyForm(await openPopup());
    await page.setViewportSize({ width: 900, height: 640 });
    await page.emulateMedia({ colorScheme: scheme });
    await form.getByTestId('ticket-kind-event').check();
    await form.getByLabel('Event', { exact: true }).selectOption(paid?.eventId ?? '');
    await form.getByLabel('Tickets', { exact: true }).fill('2');
    await expect(form.getByTestId('ticket-price')).toContainText('Total');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, `buy-form-${scheme}.png`);
  });
}
