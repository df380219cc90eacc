import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  filterMonitors,
  type HeldPlace,
  keepPlaces,
  type MonitorFilter,
  NO_FILTER,
} from '../../../lib/model/monitor-filter';
import { toMonitorRow } from '../../../lib/model/monitor-row';
import type { Monitor } from '../../../lib/model/monitoring/schemas-monitors';
import { MONITOR_RANK } from '../../../lib/model/rows';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { monitorWindow } from '../../../lib/storage/monitor-window';
import { monitorsForGlance } from '../../../lib/storage/queries';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { monitorIdsListed } from '../../../lib/storage/worker-queries';

let database: GatehouseDatabase;
const STATUSES = ['up', 'down', 'pending', 'up', 'maintenance'];

/** 120 monitors: every status, some paused, two categories, names that sort naturally. */
const monitors = Array.from({ length: 120 }, (_, n) =>
  toMonitorRow({
    id: `mon_${n}`,
    name: `${n % 2 ? 'eu' : 'us'}-${n}`,
    uri: `https://${n % 3 ? 'shop' : 'docs'}.example.com/${n}`,
    status: STATUSES[n % STATUSES.length],
    pause: n % 7 === 0 ? 'paused' : 'active',
    category: n % 4 === 0 ? 'cat_a' : 'cat_b',
  } as unknown as Monitor),
);

beforeEach(async () => {
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
  await database.monitors.bulkPut(monitors);
});
afterEach(() => database.delete());

const noHeld = new Map<string, HeldPlace>();

/** The rows the popup shows from `first` to `end`, read the windowed way. */
async function shown(filter: Partial<MonitorFilter>, first: number, end: number, held = noHeld) {
  const window = await monitorWindow(database, { ...NO_FILTER, ...filter }, held, first, end);
  return { count: window.count, names: window.rows.map((row) => row?.name) };
}

/** The same, from the whole list in memory: what the popup did before it read by windows. */
async function expected(filter: Partial<MonitorFilter>, first: number, end: number, held = noHeld) {
  const all = keepPlaces(await monitorsForGlance(database), held);
  const listed = filterMonitors(all, { ...NO_FILTER, ...filter });
  return { count: listed.length, names: listed.slice(first, end).map((row) => row.name) };
}

describe('the popup list read a window at a time', () => {
  it('shows the same rows as the whole list, from the top and deep in it', async () => {
    expect(await shown({}, 0, 13)).toEqual(await expected({}, 0, 13));
    expect(await shown({}, 90, 130)).toEqual(await expected({}, 90, 130));
    expect((await shown({}, 0, 13)).count).toBe(120);
  });

  it('filters by status off the index, pending meaning pending alone', async () => {
    for (const status of ['down', 'paused', 'up', 'pending'] as const)
      expect(await shown({ status }, 0, 40), status).toEqual(await expected({ status }, 0, 40));
    // Rank 2 also holds statuses the server may add ("maintenance" here): not pending.
    const pending = monitors.filter((m) => m.status === 'pending' && m.pause === 'active');
    expect((await shown({ status: 'pending' }, 0, 40)).count).toBe(pending.length);
  });

  it('searches names and addresses and filters categories, combined, in order', async () => {
    const filters: Partial<MonitorFilter>[] = [
      { search: 'EU-1' },
      { search: 'docs.example' },
      { category: 'cat_a' },
      { category: 'cat_b', search: 'us', status: 'up' },
      { search: 'nothing like this' },
    ];
    for (const filter of filters)
      expect(await shown(filter, 0, 50), JSON.stringify(filter)).toEqual(
        await expected(filter, 0, 50),
      );
  });

  it('keeps a row the user just paused where it was, with or without a search', async () => {
    const [top] = await monitorsForGlance(database, 1);
    if (!top) throw new Error('no monitors');
    const held = new Map([[top.id, { rank: top.rank, sortKey: top.sortKey }]]);
    await database.monitors.update(top.id, { pause: 'paused', rank: MONITOR_RANK.paused });
    expect((await shown({}, 0, 3, held)).names[0]).toBe(top.name);
    expect(await shown({}, 0, 20, held)).toEqual(await expected({}, 0, 20, held));
    const search = { search: top.name.slice(0, 3) };
    expect(await shown(search, 0, 20, held)).toEqual(await expected(search, 0, 20, held));
  });
});

describe('the worker\'s list of what a filter shows (the popup\'s "pause these")', () => {
  it('names every monitor the popup lists, in its order', async () => {
    const worker = await openWorkerDatabase(database.name);
    const filters: Partial<MonitorFilter>[] = [
      {},
      { status: 'down' },
      { status: 'pending' },
      { status: 'paused', category: 'cat_a' },
      { search: 'docs.example', status: 'up' },
      { search: 'nothing like this' },
    ];
    for (const filter of filters) {
      const listed = await monitorIdsListed(worker, { ...NO_FILTER, ...filter });
      const all = await monitorWindow(database, { ...NO_FILTER, ...filter }, noHeld, 0, 200);
      expect(listed, JSON.stringify(filter)).toEqual(all.rows.map((row) => row?.id));
    }
  });
});
