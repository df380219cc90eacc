import { expect, type Page } from '@playwright/test';
import { addDays, localToday } from '../../server/museum/calendar';
import type { RunningServer } from '../../server/start';
import { sendCommand } from './commands';
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
  await sendCommand(page, 'refresh', { resources: ['museumHours'] });
  await expect
    .poll(async () =>
      (await tableRows<{ date: string }>(page.context(), 'museumHours')).map((r) => r.date),
    )
    .toEqual(rows.map((row) => row.date));
  return rows.map((row) => row.date);
}
