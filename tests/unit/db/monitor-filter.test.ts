import { describe, expect, it } from 'vitest';
import { filterMonitors, NO_FILTER } from '../../../lib/db/monitor-filter';
import type { MonitorRow } from '../../../lib/db/rows';

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
