import { ticketQrText } from '../../lib/api/museum/ticket-qr';
import { expect, test } from './fixtures';
import { buyInPopup, confirmedCode, doorPage } from './pages/tickets';
import { sendCommand, seriousA11yViolations } from './support/commands';
import { launchWithExtension } from './support/extension';
import { tableRows } from './support/worker';

const QR_PATH = /^\/v1\.1\/tickets\/[^/]+\/qr$/;

test('tickets bought online show at the door from a cold start with no network, and scan', async ({
  context,
  extensionId,
  profileDir,
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  await buyInPopup(popup, 'general');
  const generalCode = await confirmedCode(popup);
  await buyInPopup(popup, 'event');
  const eventCode = await confirmedCode(popup);
  await expect(popup.getByTestId('ticket-link')).toHaveCount(2);
  // Cached and proven scannable by the background, before anything goes offline.
  await expect
    .poll(async () =>
      (await tableRows<{ decodedText: string | null }>(context, 'ticketImages')).map(
        (image) => image.decodedText !== null,
      ),
    )
    .toEqual([true, true]);
  const sold = [...server.context.state.museum.tickets.values()];
  expect(sold.map((t) => t.confirmationCode).sort()).toEqual([generalCode, eventCode].sort());

  await context.close();
  await server.close();
  const relaunched = await launchWithExtension({ profileDir, extensionId });
  try {
    await relaunched.context.setOffline(true);
    const page = await relaunched.context.newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!/^(chrome-extension|blob):/.test(request.url())) outside.push(request.url());
    });
    await page.goto(`chrome-extension://${extensionId}/door.html`);
    const door = doorPage(page);
    const shown: string[] = [];
    for (const [index] of sold.entries()) {
      await expect(door.position).toHaveText(`Ticket ${index + 1} of ${sold.length}`);
      const code = await door.code.textContent();
      const ticket = sold.find((t) => t.confirmationCode === code);
      if (!ticket) throw new Error(`The door view shows ${code}, which the museum never sold`);
      await expect(page.getByTestId('door-ticket')).toHaveAttribute(
        'data-ticket-id',
        ticket.ticketId,
      );
      expect(await door.scannedFromScreen()).toBe(ticketQrText(ticket));
      expect(await door.decodedImage()).toBe(ticketQrText(ticket));
      await expect(page.getByTestId('door-cached-at')).toContainText('Cached at');
      shown.push(ticket.ticketId);
      await page.keyboard.press('ArrowRight');
    }
    expect(shown.sort()).toEqual(sold.map((t) => t.ticketId).sort());
    await expect(door.position).toHaveText('Ticket 2 of 2');
    await page.getByTestId('door-previous').click();
    await expect(door.position).toHaveText('Ticket 1 of 2');
    expect(outside).toEqual([]);
  } finally {
    await relaunched.context.close();
  }
});

test('a corrupt QR image shows a warning at the door and is fetched again on later syncs', async ({
  context,
  extensionId,
  openPopup,
  server,
}) => {
  server.context.faults.add({ path: '/v1.1/tickets/*/qr', kind: 'truncate' });
  const qrFetches = () =>
    server.context.log.entries.filter((e) => e.method === 'GET' && QR_PATH.test(e.path)).length;
  const popup = await openPopup();
  await buyInPopup(popup, 'general');
  await confirmedCode(popup);
  await expect.poll(qrFetches).toBeGreaterThanOrEqual(2); // at once, and once more

  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/door.html`);
  const door = doorPage(page);
  await expect(door.warning('qr-unverified')).toContainText('QR code could not be verified');
  for (let sync = 0; sync < 2; sync++) {
    const before = qrFetches();
    await sendCommand(page, 'refresh', { resources: ['museumHours'] });
    expect(qrFetches()).toBeGreaterThan(before);
    await expect(door.warning('qr-unverified')).toBeVisible();
  }

  server.context.faults.clear();
  await sendCommand(page, 'refresh', { resources: ['museumHours'] });
  await expect(door.warning('qr-unverified')).toBeHidden();
  const [ticket] = [...server.context.state.museum.tickets.values()];
  expect(await door.scannedFromScreen()).toBe(ticketQrText(ticket as never));
});

test('the door keeps the good QR and says why a bomb or a non-PNG answer was refused, then recovers', async ({
  context,
  extensionId,
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  await buyInPopup(popup, 'general');
  await confirmedCode(popup);
  const [ticket] = [...server.context.state.museum.tickets.values()];
  if (!ticket) throw new Error('The museum sold no ticket');
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/door.html`);
  const door = doorPage(page);
  expect(await door.scannedFromScreen()).toBe(ticketQrText(ticket));
  const qrFetches = () =>
    server.context.log.entries.filter((e) => e.method === 'GET' && QR_PATH.test(e.path)).length;

  const refusals = [
    ['bomb', 'The museum sent an image too large to be a ticket (20,000 × 20,000 pixels).'],
    ['not-png', "the server's answer is not a PNG image"],
  ] as const;
  for (const [image, reason] of refusals) {
    server.context.faults.clear();
    server.context.faults.add({ path: '/v1.1/tickets/*/qr', kind: 'image', image });
    const before = qrFetches();
    const started = performance.now();
    // What the door's "Fetch the QR code again" sends.
    const result = await sendCommand(page, 'recacheTicketQr', { ticketId: ticket.ticketId });
    console.log(`door: ${image} answer refused in ${Math.round(performance.now() - started)} ms`);
    expect(result).toBe('failed');
    const kept = door.warning('qr-kept');
    await expect(kept).toContainText(reason);
    await expect(kept).toContainText('Showing the one saved on');
    expect(await door.scannedFromScreen()).toBe(ticketQrText(ticket));
    if (image === 'bomb') expect(qrFetches() - before).toBe(1); // never fetched again at once
  }

  server.context.faults.clear();
  await page.getByTestId('fetch-qr-again').click();
  await expect(door.warning('qr-kept')).toBeHidden();
  expect(await door.scannedFromScreen()).toBe(ticketQrText(ticket));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the door view passes axe in ${scheme} mode`, async ({
    context,
    extensionId,
    openPopup,
  }) => {
    const popup = await openPopup();
    await buyInPopup(popup, 'event'); // usually not today: the warning banner is scanned too
    await confirmedCode(popup);
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`chrome-extension://${extensionId}/door.html`);
    await expect(doorPage(page).qr).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
