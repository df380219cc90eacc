import { describe, expect } from 'vitest';
import { strings } from '../../../components/strings';
import { categoriesSpec } from '../../../entrypoints/options/resources/categories';
import { incidentsSpec } from '../../../entrypoints/options/resources/incidents';
import { monitorsSpec } from '../../../entrypoints/options/resources/monitors';
import { readLookups } from '../../../entrypoints/options/section-shell/useLookups';
import { badgeFor } from '../../../lib/background/glance/badge';
import { readSyncState } from '../../../lib/background/runtime/sync-state';
import { syncResources } from '../../../lib/background/sync/engine';
import { formatTime } from '../../../lib/model/date-formats';
import { overallState } from '../../../lib/model/overall-state';
import type { MonitorRow } from '../../../lib/model/rows';
import { downMonitorCount, monitorsForGlance, openIncidents } from '../../../lib/storage/queries';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { answerJson, asParsed, usePropertyBed } from './support/bed';
import { expectListShown } from './support/list-views';
import { byId, envelopeFor } from './support/monitoring-answers';
import { glanceAnswers } from './support/monitoring-arbitraries';
import { expectReadable, expectSame, textsOf } from './support/readable';
import { itHoldsFor } from './support/run-config';

const bed = usePropertyBed('monitoring-glance');

/** The seed leaves upCodes' element type open; the client keeps each one as its string. */
function asStored<T extends { websiteDetails: { upCodes: unknown[] } }>(monitor: T): T {
  const details = monitor.websiteDetails;
  return { ...monitor, websiteDetails: { ...details, upCodes: details.upCodes.map(String) } };
}

/**
 * A stored monitor without the local fields: what the popup sorts and searches by, and the
 * fingerprint a pull compares by.
 */
function serverFieldsOf(row: MonitorRow | undefined) {
  if (!row) return row;
  const {
    rank: _rank,
    nameKey: _nameKey,
    sortKey: _sortKey,
    fp: _fp,
    origin: _origin,
    nameWords: _nameWords,
    ...server
  } = row;
  return server;
}

const isDown = (m: { status: string; pause: string }) =>
  m.status === 'down' && m.pause !== 'paused';

async function expectGlanceShown(echoes: string[]) {
  const database = bed.database;
  const downCount = await downMonitorCount(database);
  const facts = {
    configured: true,
    online: true,
    monitorsSync: await readSyncState(await openWorkerDatabase(database.name), 'monitors'),
    downCount,
    intervalMinutes: 5,
    now: Date.now(),
  };
  const state = overallState(facts);
  expect(state.kind).toBe(downCount > 0 ? 'down' : 'all-up');
  const header =
    state.kind === 'down' ? strings.overall.down(state.count) : strings.overall['all-up'];
  expectReadable('popup header', header, echoes);
  expectReadable('badge title', badgeFor(state, { ...facts, pendingWrites: 0 }).title, echoes);

  for (const monitor of await monitorsForGlance(database)) {
    const status = monitor.pause === 'paused' ? 'paused' : monitor.status;
    expectReadable(`popup row ${monitor.id}`, strings.statusNames[status] ?? status, echoes);
  }
  const open = await openIncidents(database);
  expectReadable('incident strip', strings.incidents(open.count), echoes);
  for (const incident of open.newest) {
    const since = strings.incidentSince(formatTime(incident.startedAt));
    expectReadable(`incident ${incident.id}`, `${incident.monitorName ?? ''} ${since}`, echoes);
  }
}

describe('monitoring glance lists: any published-valid answer is kept and shown', () => {
  itHoldsFor(
    'monitors, categories and incidents: all stored; popup and options lists read sensibly',
    glanceAnswers,
    async (lists) => {
      answerJson(bed, (request) => envelopeFor(lists, request));
      const outcomes = await syncResources(await openWorkerDatabase(bed.database.name), bed.apis, {
        resources: ['categories', 'monitors', 'incidents'],
        userRequested: true,
      });
      for (const outcome of outcomes)
        expect(outcome).toMatchObject({
          result: 'synced',
          count: lists[outcome.resource as keyof typeof lists].length,
        });

      const sent = asParsed(lists);
      const monitors = byId(await bed.database.monitors.toArray());
      expect(monitors.size).toBe(sent.monitors.length);
      for (const monitor of sent.monitors)
        expectSame(serverFieldsOf(monitors.get(monitor.id)), asStored(monitor));
      expect(await downMonitorCount(bed.database)).toBe(sent.monitors.filter(isDown).length);
      const categories = byId(await bed.database.categories.toArray());
      expect(categories.size).toBe(sent.categories.length);
      for (const item of sent.categories) expectSame(categories.get(item.id), item);
      const incidents = byId(await bed.database.incidents.toArray());
      expect(incidents.size).toBe(sent.incidents.length);
      for (const item of sent.incidents) expectSame(incidents.get(item.id), item);

      await expectGlanceShown(textsOf(sent));
      const lookups = await readLookups(bed.database);
      expectListShown(monitorsSpec, [...monitors.values()], lookups);
      expectListShown(categoriesSpec, [...categories.values()], lookups);
      expectListShown(incidentsSpec, [...incidents.values()], lookups);
    },
  );
});
