import { describe, expect, it } from 'vitest';
import { filterMonitors, keepPlaces, NO_FILTER } from '../../../lib/model/monitor-filter';
import type { MonitorRow } from '../../../lib/model/rows';

const row = (
  name: string,
  status: string,
  pause = 'active',
  category = '',
  uri = `https://${name}.example.com`,
) => ({ id: name, name, nameKey: name.toLowerCase(), status, pause, category, uri }) as MonitorRow;
const monitors = [
  row('Checkout', 'down', 'active', 'cat_1'),
  row('Billing', 'down', 'paused', 'cat_1'),
  row('Docs', 'up', 'active', 'cat_2', 'https://help.example.org'),
  row('Queue', 'pending'),
];
const names = (filter: Partial<typeof NO_FILTER>) =>
  filterMonitors(monitors, { ...NO_FILTER, ...filter }).map((m) => m.name);

describe('filterMonitors', () => {
  it('keeps everything, in order, without a filter', () => {
    expect(names({})).toEqual(['Checkout', 'Billing', 'Docs', 'Queue']);
  });
  it('searches names and URIs, ignoring case', () => {
    expect(names({ search: 'CHECK' })).toEqual(['Checkout']);
    expect(names({ search: 'help.example' })).toEqual(['Docs']);
  });
  it('treats a paused monitor as paused, whatever its last status', () => {
    expect(names({ status: 'down' })).toEqual(['Checkout']);
    expect(names({ status: 'paused' })).toEqual(['Billing']);
  });
  it('filters by category, combined with the rest', () => {
    expect(names({ category: 'cat_1' })).toEqual(['Checkout', 'Billing']);
    expect(names({ category: 'cat_1', search: 'bill' })).toEqual(['Billing']);
  });
});

describe('keepPlaces', () => {
  const ranked = (name: string, rank: number) =>
    ({ id: name, name, rank, sortKey: name.toLowerCase() }) as MonitorRow;
  const list = [ranked('a', 0), ranked('b', 1), ranked('c', 3), ranked('d', 3), ranked('e', 3)];

  it('puts a row that changed group back where it was shown', () => {
    // "d" was up (rank 3) when paused; the index now lists it with the paused ones.
    const now = [ranked('a', 0), ranked('b', 1), ranked('d', 1), ranked('c', 3), ranked('e', 3)];
    const kept = keepPlaces(now, new Map([['d', { rank: 3, sortKey: 'd' }]]));
    expect(kept.map((m) => m.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(kept[3]?.rank).toBe(1);
  });

  it('leaves the list alone when nothing is held, and ignores rows no longer listed', () => {
    expect(keepPlaces(list, new Map()).map((m) => m.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const gone = new Map([['zz', { rank: 0, sortKey: 'zz' }]]);
    expect(keepPlaces(list, gone).map((m) => m.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps a held row last when it was last', () => {
    const now = [ranked('e', 1), ranked('a', 0), ranked('c', 3)];
    const kept = keepPlaces(now, new Map([['e', { rank: 3, sortKey: 'e' }]]));
    expect(kept.map((m) => m.name)).toEqual(['a', 'c', 'e']);
  });
});
