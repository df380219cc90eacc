import { expect, type Page } from '@playwright/test';
import { addDays, localToday } from '../../server/museum/calendar';
import type { RunningServer } from '../../server/start';
import { syncRound } from './commands';
import { tableRows } from './worker';

/** Opening and closing time of a day the museum opens, as the API spells them. */
export type Hours = readonly [open: string, close: string] | null;

/** Open from midnight to the last minute: today stays on sale whenever a test runs (but 23:59). */
export const ALL_DAY: Hours = ['0000', '2359'];

/**
 * Publishes the museum's hours from today on (one entry a day, null for closed) and waits until
 * the extension has synced exactly those.
 */
export async function publishHours(server: RunningServer, page: Page, days: Hours[]) {
  const today = localToday(new Date());
  const rows = days.flatMap((hours, offset) =>
    hours ? [{ date: addDays(today, offset), timeOpen: hours[0], timeClose: hours[1] }] : [],
  );
  server.context.state.museum.schedule = () => rows;
  const dates = rows.map((row) => row.date);
  await syncRound(page, 'museumHours');
  const synced = await tableRows<{ date: string }>(page.context(), 'museumHours');
  expect(synced.map((row) => row.date)).toEqual(dates);
  return dates;
}

/** Adds an event to the museum's programme and waits until the extension has it cached. */
export async function addEvent(
  server: RunningServer,
  page: Page,
  event: { name: string; price: number; dates: string[] },
) {
  const eventId = '0b6a7d2e-3c11-4f0a-9d1e-5a2b7c9e0f11';
  const details = { location: 'Hall 2', eventDescription: 'A talk.' };
  server.context.state.museum.events.set(eventId, { eventId, ...details, ...event });
  await syncRound(page, 'events');
  const synced = await tableRows<{ eventId: string }>(page.context(), 'events');
  expect(synced.map((row) => row.eventId)).toContain(eventId);
  return eventId;
}

/**
 * The museum's next purchase is sold, then answered with `status`: HTTP promises nothing about a
 * failed POST, so the extension must treat it as maybe bought.
 */
export function savePurchaseThenFail(server: RunningServer, status: number) {
  server.context.faults.add({
    method: 'POST',
    path: '/v1.1/tickets',
    kind: 'status-after-apply',
    status,
    times: 1,
  });
}
