import { expect, test } from './fixtures';
import { buyFromPopup, confirmedCode, doorPage, openBuyForm } from './pages/tickets';
import { keepScreenshot, sendCommand, seriousA11yViolations, syncRound } from './support/commands';
import { startE2eServer } from './support/e2e-server';
import { savePurchaseThenFail } from './support/museum';
import { tableRows } from './support/worker';

type Log = { method: string; path: string }[];
const purchasesIn = (log: Log) =>
  log.filter((e) => e.method === 'POST' && e.path === '/v1.1/tickets').length;

test('bought offline, a ticket is marked "not bought yet" until the browser is back online', async ({
  context,
  extensionId,
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  await expect(popup.getByTestId('buy-ticket-toggle')).toBeVisible();
  await context.setOffline(true);
  const bought = await buyFromPopup(popup, 'general');
  await expect(bought.getByTestId('purchase-status')).toContainText('Not bought yet');
  await expect(popup.getByTestId('ticket-wallet')).toContainText('(not bought yet)');
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/door.html`);
  await expect(doorPage(page).warning('not-bought')).toBeVisible();
  expect(purchasesIn(server.context.log.entries)).toBe(0);

  await context.setOffline(false);
  const code = await confirmedCode(bought);
  await expect(doorPage(page).code).toHaveText(code);
  await expect(doorPage(page).warning('not-bought')).toBeHidden();
  await expect(doorPage(page).qr).toBeVisible();
  expect(purchasesIn(server.context.log.entries)).toBe(1);
});

test('a purchase whose answer was lost is only sent again when the user says so', async ({
  context,
  extensionId,
  openPopup,
  server,
}) => {
  // The museum receives the purchase, then goes away before answering.
  server.context.faults.add({ method: 'POST', path: '/v1.1/tickets', kind: 'hang' });
  const popup = await openPopup();
  const bought = await buyFromPopup(popup, 'general');
  await expect.poll(() => purchasesIn(server.context.log.entries)).toBe(1);
  await server.close();
  const prompt = popup.getByTestId('purchase-prompt');
  await expect(prompt).toContainText('Purchase may not have gone through — Send again?');

  const museum = await startE2eServer();
  try {
    // A later write's flush goes out and comes back: the purchase is not sent with it.
    const running = [...museum.context.state.monitoring.monitors.values()].find(
      (m) => m.pause === 'active',
    );
    if (!running) throw new Error('the demo state has a running monitor');
    await sendCommand(popup, 'submitWrite', {
      operation: 'pauseMonitor',
      recordId: running.id,
      payload: { paused: true },
    });
    await expect
      .poll(() => museum.context.state.monitoring.monitors.get(running.id)?.pause)
      .toBe('paused');
    await expect.poll(async () => (await tableRows(context, 'outbox')).length).toBe(1);
    expect(purchasesIn(museum.context.log.entries)).toBe(0);
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/door.html`);
    await page.getByTestId('purchase-send-again').click();
    await expect(doorPage(page).qr).toBeVisible();
    const [ticket] = [...museum.context.state.museum.tickets.values()];
    await expect(doorPage(page).code).toHaveText(ticket?.confirmationCode ?? '?');
    await expect(prompt).toBeHidden();
    expect(await confirmedCode(bought)).toBe(ticket?.confirmationCode);
    expect(purchasesIn(museum.context.log.entries)).toBe(1);
    expect(await tableRows(context, 'outbox')).toEqual([]);
  } finally {
    await museum.close();
  }
});

for (const status of [500, 503]) {
  test(`a museum that saves a purchase and then answers ${status}: one POST, and the user is asked`, async ({
    context,
    extensionId,
    openPopup,
    server,
  }) => {
    savePurchaseThenFail(server, status);
    const popup = await openPopup();
    const first = await buyFromPopup(popup, 'general');
    const asked = 'Purchase may not have gone through — Send again?';
    await expect(popup.getByTestId('purchase-prompt')).toContainText(asked);
    await expect(first.getByTestId('purchase-prompt')).toContainText(asked);
    // A later purchase's flush goes out and comes back: the first is not sent with it.
    const second = await confirmedCode(await buyFromPopup(popup, 'general'));
    const sold = [...server.context.state.museum.tickets.values()];
    expect(sold.map((ticket) => ticket.confirmationCode)).toContain(second);
    expect(sold).toHaveLength(2);
    expect(purchasesIn(server.context.log.entries)).toBe(2);

    const door = await context.newPage();
    await door.goto(`chrome-extension://${extensionId}/door.html`);
    const unconfirmed = doorPage(door).waiting;
    await expect(unconfirmed).toContainText('may not have gone through');
    await unconfirmed.getByRole('link').click();
    await expect(door.getByTestId('purchase-prompt')).toContainText(asked);
    for (const scheme of ['light', 'dark'] as const) {
      await door.emulateMedia({ colorScheme: scheme });
      expect(await seriousA11yViolations(door)).toEqual([]);
      await keepScreenshot(door, `door-may-not-have-gone-through-${scheme}.png`);
    }
    // The visitor's mail says the first went through: they discard it, and nothing is sent.
    await door.getByTestId('purchase-discard').click();
    await expect(popup.getByTestId('purchase-prompt')).toHaveCount(0);
    expect(await tableRows(context, 'outbox')).toEqual([]);
    expect(purchasesIn(server.context.log.entries)).toBe(2);
  });
}

test('with no special event to choose, "Buy" is disabled for an event ticket, looks it and says why', async ({
  context,
  openPopup,
  server,
}) => {
  server.context.state.museum.events.clear();
  const popup = await openPopup();
  await syncRound(popup, 'events');
  await expect.poll(() => tableRows(context, 'events')).toEqual([]);

  const { form } = await openBuyForm(popup);
  const buy = form.getByTestId('buy-ticket-submit');
  const look = () =>
    buy.evaluate((b) => {
      const style = getComputedStyle(b);
      return { background: style.backgroundColor, cursor: style.cursor };
    });
  const enabled = await look();
  await form.getByTestId('ticket-kind-event').check();
  await expect(form).toContainText('No special events cached');
  await expect(buy).toBeDisabled();
  // It looks unavailable, not like the enabled button, and says why beside it.
  const disabled = await look();
  expect(disabled.background).not.toBe(enabled.background);
  expect(disabled.cursor).toBe('not-allowed');
  const why = form.getByTestId('buy-why-not');
  await expect(why).toHaveText(/^Buy is unavailable: No special events cached/);
  await expect(buy).toHaveAccessibleDescription(/No special events cached/);
  // The price line speaks of the event, not of general entry.
  const price = form.getByTestId('ticket-price');
  await expect(price).not.toContainText('General entry');
  await expect(price).toHaveText('No event chosen, so there is no price to show.');
  for (const scheme of ['light', 'dark'] as const) {
    await form.page().emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(form.page())).toEqual([]);
    await keepScreenshot(form.page(), `buy-form-disabled-${scheme}.png`);
  }
  await form.getByTestId('ticket-kind-general').check();
  await expect(buy).toBeEnabled();
  await expect(why).toBeHidden();
  expect(purchasesIn(server.context.log.entries)).toBe(0);
});
