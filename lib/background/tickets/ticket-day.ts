import { browser } from 'wxt/browser';
import { isolated } from '../../model/bidi';
import { isoDate } from '../../model/calendar';
import { planTicketDay, type TicketDayTicket } from '../../model/ticket-day';
import { message, plural } from '../../platform/i18n';
import { notificationsEnabledItem } from '../../storage/settings';
import { ticketDayRemindedItem } from '../../storage/ticket-day-mark';
import type { WorkerDatabase } from '../../storage/worker-database';
import { runExclusive } from '../runtime/lock';
import { openDoorView } from './open-door';

/** The alarm that wakes the worker on the next morning with a ticket (on-alarm.ts). */
export const TICKET_DAY_ALARM = 'gatehouse-ticket-day';

/** A ticket-day notification's id: its day (so raised again, it replaces itself) and a ticket. */
const PREFIX = 'ticket-day:';
const notificationId = (day: string, ticketId: string) =>
  `${PREFIX}${day}:${encodeURIComponent(ticketId)}`;

/** The ticket a clicked ticket-day notification opens, or null for any other notification. */
function ticketOfNotification(id: string): string | null {
  if (!id.startsWith(PREFIX)) return null;
  const rest = id.slice(PREFIX.length);
  return decodeURIComponent(rest.slice(rest.indexOf(':') + 1));
}

/** The words: the event named for one event ticket, how many for several. */
function describe(tickets: TicketDayTicket[]) {
  const [only] = tickets;
  if (tickets.length > 1)
    return {
      title: plural('ticketDayManyTitle', tickets.length),
      message: message('ticketDayManyMessage'),
    };
  return {
    title: only?.eventName
      ? message('ticketDayEventTitle', isolated(only.eventName))
      : message('ticketDayTitle'),
    message: message('ticketDayMessage'),
  };
}

async function remind(day: string, tickets: TicketDayTicket[]) {
  const first = tickets.toSorted((a, b) => a.createdAt - b.createdAt)[0];
  if (!first) return;
  // At least once: raised before the day is marked. A worker stopped in between raises it again
  // under the same id, which replaces the first rather than adding a second.
  if (await notificationsEnabledItem.getValue())
    await browser.notifications.create(notificationId(day, first.ticketId), {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      ...describe(tickets),
    });
  // Off: dropped for the day, as a monitor's change is (notify.ts).
  await ticketDayRemindedItem.setValue(day);
}

/**
 * Raises the ticket-day reminder if today's is due and not yet raised, and sets the alarm for
 * the next morning with a ticket (lib/model/ticket-day.ts). Run at every worker start, after a
 * sync round and a purchase, and by its alarm.
 */
export async function keepTicketDay(database: WorkerDatabase, now = Date.now()) {
  await runExclusive('ticket-day', async () => {
    const read = database.transaction(['tickets', 'museumHours']);
    const tickets = await read
      .objectStore('tickets')
      .index('ticketDate')
      .getAll(IDBKeyRange.lowerBound(isoDate(now)));
    const days = [...new Set(tickets.map((t) => t.ticketDate))];
    const hours = await Promise.all(days.map((day) => read.objectStore('museumHours').get(day)));
    const opens = new Map(days.map((day, at) => [day, hours[at]?.timeOpen]));
    const plan = planTicketDay(tickets, now, await ticketDayRemindedItem.getValue(), (day) =>
      opens.get(day),
    );
    if (plan.due) await remind(plan.due.day, plan.due.tickets);
    if (plan.next) await browser.alarms.create(TICKET_DAY_ALARM, { when: plan.next.at });
    else await browser.alarms.clear(TICKET_DAY_ALARM);
  });
}

/** A click on the ticket-day notification opens the door view on its ticket. */
export async function openTicketDayNotification(id: string) {
  const ticketId = ticketOfNotification(id);
  if (ticketId === null) return;
  await openDoorView(ticketId);
  await browser.notifications.clear(id);
}
