import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from './calendar';
import { firstSeededEvent, problemOf, useMuseumServer } from './museum-test-server';
import { seedEvents } from './seed-events';
import type { MuseumEvent } from './state';

const server = useMuseumServer();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const WIDE = 'startDate=2000-01-01&endDate=2100-01-01';

const listEvents = async (query: string) => {
  const response = await server.call(`/special-events?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as MuseumEvent[];
};

const eventsOnOrBetween = (events: MuseumEvent[], start: string, end: string) =>
  events.filter((event) => event.dates.some((date) => date >= start && date <= end));

const lateNight = {
  name: 'Lantern Tour of the Egyptian Galleries',
  location: 'Gallery 9',
  eventDescription: 'A torch-lit evening tour.',
  dates: ['2031-03-06', '2031-03-13'],
  price: 19.5,
};

describe('the demo programme', () => {
  it('has a month and more of realistic events from last week on, none on a closed Monday', async () => {
    const events = await listEvents(`${WIDE}&limit=30`);
    expect(events.length).toBeGreaterThanOrEqual(12);
    expect(events.length).toBeLessThanOrEqual(20);
    const dates = events.flatMap((event) => event.dates).sort();
    const today = server.today();
    expect((dates[0] ?? '') <= addDays(today, -7)).toBe(true);
    expect((dates.at(-1) ?? '') >= addDays(today, 28)).toBe(true);
    expect(dates.some((date) => weekdayOf(date) === 1)).toBe(false);
    expect(events.some((event) => event.dates.length > 1)).toBe(true);
    for (const event of events) {
      expect(event.eventId).toMatch(UUID);
      expect(Object.keys(event).sort()).toEqual(
        ['dates', 'eventDescription', 'eventId', 'location', 'name', 'price'].sort(),
      );
      expect(event.name.length).toBeGreaterThan(5);
      expect(event.price).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('the demo programme on each day of a week', () => {
  // 2026-11-30 is a Monday: one week of days, so every weekday is a "today".
  const week = Array.from({ length: 7 }, (_, offset) => addDays('2026-11-30', offset));
  it.each(week)('seeded on %s starts a week ago or earlier and runs four weeks ahead', (today) => {
    const events = [...seedEvents(new Date(`${today}T12:00:00`)).values()];
    const dates = events.flatMap((event) => event.dates).sort();
    expect((dates[0] ?? '') <= addDays(today, -7)).toBe(true);
    expect((dates.at(-1) ?? '') >= addDays(today, 28)).toBe(true);
    expect(dates.some((date) => weekdayOf(date) === 1)).toBe(false);
  });
});

describe('GET /special-events', () => {
  it('defaults to the week from today, sorted by first date then name', async () => {
    const today = server.today();
    const all = await listEvents(`${WIDE}&limit=30`);
    const expected = eventsOnOrBetween(all, today, addDays(today, 7));
    const events = await listEvents('limit=30');
    expect(events.map((e) => e.eventId).sort()).toEqual(expected.map((e) => e.eventId).sort());
    const firstDates = events.map((event) => [...event.dates].sort()[0] ?? '');
    expect(firstDates).toEqual([...firstDates].sort());
  });

  it('defaults endDate to 7 days after the given startDate', async () => {
    const startDate = addDays(server.today(), 14);
    const all = await listEvents(`${WIDE}&limit=30`);
    const events = await listEvents(`startDate=${startDate}&limit=30`);
    expect(events).toEqual(eventsOnOrBetween(all, startDate, addDays(startDate, 7)));
  });

  it('pages with limit; a page shorter than limit is the last', async () => {
    const all = await listEvents(`${WIDE}&limit=30`);
    const pageNumbers = Array.from({ length: Math.floor(all.length / 4) + 1 }, (_, i) => i + 1);
    const pages = await Promise.all(
      pageNumbers.map((page) => listEvents(`${WIDE}&limit=4&page=${page}`)),
    );
    expect(pages.flat()).toEqual(all);
    expect(pages.slice(0, -1).every((page) => page.length === 4)).toBe(true);
    expect(pages.at(-1)?.length).toBeLessThan(4);
    expect(await listEvents(`${WIDE}`)).toHaveLength(10);
  });

  it.each([
    ['limit=31', 'limit'],
    ['startDate=2031-13-01', 'startDate'],
    ['startDate=2031-03-10&endDate=2031-03-01', 'endDate'],
  ])('refuses %s with 400', async (query, field) => {
    const response = await server.call(`/special-events?${query}`);
    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors?.[0]?.field).toBe(field);
  });
});

describe('creating, reading, updating and deleting an event', () => {
  it('goes through the whole life of an event', async () => {
    const created = await server.call('/special-events', { method: 'POST', body: lateNight });
    expect(created.status).toBe(201);
    const event = (await created.json()) as MuseumEvent;
    expect(event).toEqual({ eventId: expect.stringMatching(UUID), ...lateNight });

    const path = `/special-events/${event.eventId}`;
    expect(await (await server.call(path)).json()).toEqual(event);

    const patched = await server.call(path, {
      method: 'PATCH',
      body: { location: 'Gallery 10', price: 21 },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toEqual({ ...event, location: 'Gallery 10', price: 21 });
    expect(await listEvents('startDate=2031-03-13&endDate=2031-03-13')).toEqual([
      { ...event, location: 'Gallery 10', price: 21 },
    ]);

    const deleted = await server.call(path, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await server.call(path)).status).toBe(404);
    expect((await server.call(path, { method: 'DELETE' })).status).toBe(404);
  });

  it.each([
    ['a negative price', { ...lateNight, price: -1 }, 'price'],
    ['a price as text', { ...lateNight, price: '12' }, 'price'],
    ['no dates', { ...lateNight, dates: [] }, 'dates'],
    ['an impossible date', { ...lateNight, dates: ['2031-02-29'] }, 'dates.0'],
    ['a blank name', { ...lateNight, name: '   ' }, 'name'],
  ])('refuses an event with %s', async (_case, body, field) => {
    const response = await server.call('/special-events', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors?.map((e) => e.field)).toEqual([field]);
  });

  it('refuses an empty or invalid patch and leaves the event alone', async () => {
    const before = firstSeededEvent(server.state);
    const eventId = before.eventId;
    for (const body of [{}, { price: -5 }, { dates: 'tomorrow' }]) {
      const response = await server.call(`/special-events/${eventId}`, { method: 'PATCH', body });
      expect(response.status).toBe(400);
    }
    expect(server.state.events.get(eventId)).toEqual({ ...before });
  });
});
