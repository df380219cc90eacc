import type { BrowserContext } from '@playwright/test';
import { isoDate, isoDateFromToday } from '../../lib/model/calendar';
import { ticketQrText } from '../../lib/model/museum/ticket-qr-text';
import type { TicketRow } from '../../lib/model/rows';
import { ticketMorning } from '../../lib/model/ticket-day';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { buyFromPopup, confirmedCode, doorPage } from './pages/tickets';
import { sendCommand } from './support/commands';
import { backgroundWorker } from './support/extension';
import { ALL_DAY, publishHours } from './support/museum';
import { actOnNotification } from './support/notifications';
import { notificationIds, putRows, stopServiceWorker, tableRows } from './support/worker';

const TICKET_DAY_ALARM = 'gatehouse-ticket-day';

/**
 * The worker's ticket-day pass as the morning's alarm runs it, at `now`: the e2e build exposes it
 * (entrypoints/background.ts), since no test waits for a morning. Resolves once it has raised
 * what it raises.
 */
async function ticketDayPass(context: BrowserContext, now: number) {
  const worker = await backgroundWorker(context);
  await worker.evaluate(
    (at) =>
      (globalThis as unknown as { ticketDayPass: (now: number) => Promise<void> }).ticketDayPass(
        at,
      ),
    now,
  );
}

test('a ticket for today raises one notification in the morning, whose click opens the door view on it, offline', async ({
  context,
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  await publishHours(server, popup, [ALL_DAY]);
  const today = isoDate(Date.now());
  const bought = await buyFromPopup(popup, 'general');
  await confirmedCode(bought);
  const [sold] = [...server.context.state.museum.tickets.values()];
  if (!sold) throw new Error('The museum sold no ticket');
  expect(sold.ticketDate).toBe(today);
  await expect
    .poll(async () =>
      (await tableRows<{ decodedText: string | null }>(context, 'ticketImages')).map(
        (image) => image.decodedText !== null,
      ),
    )
    .toEqual([true]);
  // The museum opens at midnight (ALL_DAY): the reminder comes at its earliest, 06:00.
  const morning = ticketMorning(today, '0000');
  const [row] = await tableRows<TicketRow>(context, 'tickets');
  const boughtAt = (at: number) =>
    putRows(context, 'tickets', [{ ...row, createdAt: at, purchasedAt: at }]);
  // Bought that day after the morning: no reminder of what the visitor has just done.
  await boughtAt(morning + 30 * 60_000);
  await ticketDayPass(context, morning + 3_600_000);
  expect(await notificationIds(context)).toEqual([]);

  // Bought the evening before: the morning's pass raises one.
  await boughtAt(new Date(`${isoDateFromToday(-1)}T20:00`).getTime());
  await ticketDayPass(context, morning + 3_600_000);
  const id = `ticket-day:${today}:${sold.ticketId}`;
  expect(await notificationIds(context)).toEqual([id]);

  await context.setOffline(true);
  const opened = context.waitForEvent('page');
  await actOnNotification(context, id, 'click');
  const page = await opened;
  await expect(page).toHaveURL(new RegExp(`door\\.html#/${sold.ticketId}$`));
  await expect(page.getByTestId('door-ticket')).toHaveAttribute('data-ticket-id', sold.ticketId);
  expect(await doorPage(page).scannedFromScreen()).toBe(ticketQrText(sold));
  await expect(page.getByTestId('warning-not-today')).toHaveCount(0);
  // A click takes the notification away.
  expect(await notificationIds(context)).toEqual([]);

  // Later that morning, and after the worker was stopped: the day has had its reminder.
  await ticketDayPass(context, morning + 2 * 3_600_000);
  expect(await notificationIds(context)).toEqual([]);
  await stopServiceWorker(context, popup);
  // Any event starts the worker again, and every start looks whether a reminder is due.
  await sendCommand(popup, 'refresh', {});
  await ticketDayPass(context, morning + 3 * 3_600_000);
  expect(await notificationIds(context)).toEqual([]);
});

test('a ticket bought for a later day sets the alarm for that day’s morning, an hour before an early opening', async ({
  context,
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  const days = await publishHours(server, popup, [ALL_DAY, null, ['0745', '1700']]);
  const day = days[1] ?? '';
  await confirmedCode(await buyFromPopup(popup, 'general', { day }));
  const worker = await backgroundWorker(context);
  await expect
    .poll(() => worker.evaluate((name) => chrome.alarms.get(name), TICKET_DAY_ALARM))
    .toMatchObject({ scheduledTime: ticketMorning(day, '0745') });
  expect(new Date(ticketMorning(day, '0745')).getHours()).toBe(6);
});

test('the popup leads with today’s ticket, and its button opens the door view on it', async ({
  context,
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  await publishHours(server, popup, [ALL_DAY, ALL_DAY]);
  await confirmedCode(await buyFromPopup(popup, 'general', { day: isoDateFromToday(1) }));
  await confirmedCode(await buyFromPopup(popup, 'general'));
  const today = [...server.context.state.museum.tickets.values()].find(
    (t) => t.ticketDate === isoDate(Date.now()),
  );
  // A popup opened afresh reads it in its first screen.
  const page = await openPopup();
  await popupPage(page).loaded();
  const card = page.getByTestId('today-ticket');
  await expect(card).toContainText('Today');
  await expect(card).toContainText('General entry · 1 ticket');
  const cardBox = await card.boundingBox();
  const listBox = await page.getByTestId('status-filter').boundingBox();
  expect(cardBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(listBox?.y ?? 0);
  const opened = context.waitForEvent('page');
  await card.getByRole('button', { name: 'Show at the door' }).click();
  const door = await opened;
  await expect(door.getByTestId('door-ticket')).toHaveAttribute(
    'data-ticket-id',
    today?.ticketId ?? '',
  );
  await expect(door.getByTestId('door-position')).toHaveText('Ticket 1 of 2');
});
