import { describe, expect } from 'vitest';
import { museumTime } from '../../../components/museum-values';
import { eventsSpec } from '../../../entrypoints/options/resources/events';
import { hoursSpec } from '../../../entrypoints/options/resources/hours';
import { syncResources } from '../../../lib/background/sync/engine';
import { formatDayShort } from '../../../lib/model/date-formats';
import { museumHoursOn } from '../../../lib/storage/queries';
import { eventsOnSale } from '../../../lib/storage/ticket-queries';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { pageOf } from './support/answer-server';
import { answerJson, asParsed, usePropertyBed } from './support/bed';
import { expectListShown } from './support/list-views';
import { eventList, hoursList } from './support/museum-arbitraries';
import { expectReadable, expectSame } from './support/readable';
import { itHoldsFor } from './support/run-config';
import { todayIso } from './support/shared-arbitraries';

const bed = usePropertyBed('museum-lists');

async function pull(resource: 'museumHours' | 'events') {
  const [outcome] = await syncResources(await openWorkerDatabase(bed.database.name), bed.apis, {
    resources: [resource],
    userRequested: true,
  });
  return outcome;
}

/** A time the strip shows, and the same time spelled the other published way, alike. */
function expectTimeShown(where: string, time: string) {
  const shown = museumTime(time);
  expectReadable(where, shown);
  const other = time.includes(':') ? time.replace(':', '') : `${time.slice(0, 2)}:${time.slice(2)}`;
  expect(museumTime(other), `${where}: ${time} and ${other}`).toBe(shown);
}

describe('museum lists: any published-valid answer is kept and shown', () => {
  itHoldsFor(
    'museum hours: every day is stored and the strip and the hours list read sensibly',
    hoursList,
    async (hours) => {
      answerJson(bed, (request) => pageOf(hours, request.query, 10));
      const outcome = await pull('museumHours');
      expect(outcome).toMatchObject({ result: 'synced', count: hours.length });

      const stored = await bed.database.museumHours.toArray();
      expect(stored).toHaveLength(hours.length);
      const byDate = new Map(stored.map((row) => [row.date, row]));
      for (const sent of asParsed(hours)) {
        expectSame(byDate.get(sent.date), sent);
        expectTimeShown(`opening of ${sent.date}`, sent.timeOpen);
        expectTimeShown(`closing of ${sent.date}`, sent.timeClose);
      }
      const today = await museumHoursOn(bed.database, todayIso());
      expect(today?.date).toBe(hours.find((row) => row.date === todayIso())?.date);
      expectListShown(hoursSpec, stored);
    },
  );

  itHoldsFor(
    'special events: every event is stored, listed in options and offered for tickets',
    eventList,
    async (events) => {
      answerJson(bed, (request) => pageOf(events, request.query, 10));
      const outcome = await pull('events');
      expect(outcome).toMatchObject({ result: 'synced', count: events.length });

      const stored = await bed.database.events.toArray();
      expect(stored).toHaveLength(events.length);
      const byId = new Map(stored.map((row) => [row.eventId, row]));
      for (const sent of asParsed(events)) expectSame(byId.get(sent.eventId), sent);
      expectListShown(eventsSpec, stored);

      const onSale = await eventsOnSale(bed.database, todayIso());
      for (const event of onSale) {
        expect(event.dates.length, event.eventId).toBeGreaterThan(0);
        expectReadable(
          `ticket form date of ${event.eventId}`,
          formatDayShort(event.dates[0] ?? ''),
        );
      }
    },
  );
});
