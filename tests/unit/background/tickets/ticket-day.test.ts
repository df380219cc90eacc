import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  keepTicketDay,
  openTicketDayNotification,
  TICKET_DAY_ALARM,
} from '../../../../lib/background/tickets/ticket-day';
import { isoDateFromToday } from '../../../../lib/model/calendar';
import type { TicketRow } from '../../../../lib/model/rows';
import { ticketMorning } from '../../../../lib/model/ticket-day';
import { GatehouseDatabase } from '../../../../lib/storage/database';
import { notificationsEnabledItem } from '../../../../lib/storage/settings';
import { openWorkerDatabase } from '../../../../lib/storage/worker-database';
import { boughtTicket } from '../../support/tickets';

let database: GatehouseDatabase;
const DAY = isoDateFromToday(3);
const MORNING = ticketMorning(DAY);
const boughtBefore = (ticket: TicketRow): TicketRow => ({ ...ticket, purchasedAt: MORNING - 1 });

/** The ticket-day pass at `now`: the titles it raised, by notification id. */
async function passAt(now: number) {
  const create = vi.mocked(browser.notifications.create);
  create.mockClear();
  await keepTicketDay(await openWorkerDatabase(database.name), now);
  return create.mock.calls.map(([id, options]) => [
    id,
    (options as unknown as { title: string }).title,
  ]);
}

beforeEach(() => {
  fakeBrowser.reset();
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
  vi.spyOn(browser.notifications, 'create').mockResolvedValue(undefined as never);
});
afterEach(() => database.delete());

describe('the ticket-day reminder', () => {
  it('raises one for the day the morning comes, names the event, and none again that day', async () => {
    await database.tickets.put(
      boughtBefore({ ...boughtTicket('t-1', DAY), ticketType: 'event', eventName: 'Night' }),
    );
    expect(await passAt(MORNING - 60_000)).toEqual([]);
    expect((await browser.alarms.get(TICKET_DAY_ALARM))?.scheduledTime).toBe(MORNING);
    expect(await passAt(MORNING)).toEqual([
      [`ticket-day:${DAY}:t-1`, 'Your ticket for \u2068Night\u2069 is for today'],
    ]);
    expect(await passAt(MORNING + 3_600_000)).toEqual([]);
    expect(await browser.alarms.get(TICKET_DAY_ALARM)).toBeUndefined();
  });

  it('says how many for several tickets that day, and a click opens the door on the first', async () => {
    await database.tickets.bulkPut([
      boughtBefore({ ...boughtTicket('second', DAY), createdAt: 5 }),
      boughtBefore({ ...boughtTicket('first', DAY), createdAt: 2 }),
    ]);
    const raised = await passAt(MORNING + 60_000);
    expect(raised).toEqual([[`ticket-day:${DAY}:first`, '2 museum tickets are for today']]);
    const opened = vi.spyOn(browser.tabs, 'create').mockResolvedValue({} as never);
    await openTicketDayNotification(String(raised[0]?.[0]));
    expect(opened).toHaveBeenCalledWith({ url: expect.stringMatching(/\/door\.html#\/first$/) });
    await openTicketDayNotification('monitor:m1:5');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('with notifications off, the day is passed over, also once they are on again', async () => {
    await database.tickets.put(boughtBefore(boughtTicket('t-1', DAY)));
    await notificationsEnabledItem.setValue(false);
    expect(await passAt(MORNING)).toEqual([]);
    await notificationsEnabledItem.setValue(true);
    expect(await passAt(MORNING + 60_000)).toEqual([]);
  });
});
