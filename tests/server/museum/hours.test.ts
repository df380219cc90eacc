import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from './calendar';
import { SCHEDULE_DAYS } from './hours';
import { problemOf, useMuseumServer } from './museum-test-server';

const server = useMuseumServer();

interface HoursRow {
  date: string;
  timeOpen: string;
  timeClose: string;
}

const hours = async (query: string) => {
  const response = await server.call(`/museum-hours${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as HoursRow[];
};

/** A Monday well in the future, so its week is fully inside the schedule. */
const MONDAY = '2031-03-03';

describe('GET /museum-hours', () => {
  it('starts today and returns 10 rows by default', async () => {
    const rows = await hours('');
    expect(rows).toHaveLength(10);
    const today = server.today();
    expect(rows[0]?.date).toBe(weekdayOf(today) === 1 ? addDays(today, 1) : today);
  });

  it('is closed on Mondays, opens 09:00 and closes 17:00, or 21:00 on Thursdays', async () => {
    const week = await hours(`?startDate=${MONDAY}&limit=6`);
    expect(week.map((row) => row.date)).toEqual([1, 2, 3, 4, 5, 6].map((d) => addDays(MONDAY, d)));
    expect(week.map((row) => [row.timeOpen, row.timeClose])).toEqual([
      ['09:00', '17:00'],
      ['09:00', '17:00'],
      ['09:00', '21:00'],
      ['09:00', '17:00'],
      // Weekends use the published pattern's other spelling, without the colon.
      ['0900', '1700'],
      ['0900', '1700'],
    ]);
  });

  it('pages through a finite schedule; the last page is shorter', async () => {
    const openDays = SCHEDULE_DAYS - SCHEDULE_DAYS / 7; // 8 whole weeks, one closed day each
    const first = await hours(`?startDate=${MONDAY}&limit=30&page=1`);
    const second = await hours(`?startDate=${MONDAY}&limit=30&page=2`);
    const third = await hours(`?startDate=${MONDAY}&limit=30&page=3`);
    expect(first).toHaveLength(30);
    expect(second).toHaveLength(openDays - 30);
    expect(third).toEqual([]);
    expect((second[0]?.date ?? '') > (first.at(-1)?.date ?? '')).toBe(true);
  });

  it.each([
    ['limit=31', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['limit=ten', 'limit'],
    ['startDate=2031-02-30', 'startDate'],
    ['startDate=03/03/2031', 'startDate'],
  ])('refuses %s with 400', async (query, field) => {
    const response = await server.call(`/museum-hours?${query}`);
    expect(response.status).toBe(400);
    const problem = await problemOf(response);
    expect(problem).toMatchObject({ type: 'object', title: 'Validation failed' });
    expect(problem.errors?.[0]?.field).toBe(field);
  });
});
