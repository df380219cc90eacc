import { describe, expect, it } from 'vitest';
import { categoriesSpec } from '../../../entrypoints/options/resources/categories';
import {
  initialListView,
  type ListView,
  listCountText,
  rowsInView,
} from '../../../entrypoints/options/section-shell/list-view';
import type { LookupData } from '../../../entrypoints/options/section-shell/useLookups';

const NO_LOOKUPS = {} as LookupData;
const category = (name: string, monitors: number) => ({
  id: `cat_${name}`,
  name,
  description: '',
  monitors,
});

describe('options list view', () => {
  it('counts all records, and what is shown once a search narrows them', () => {
    const view = initialListView(categoriesSpec);
    expect(listCountText(categoriesSpec, view, 10_000, 10_000, 'en')).toBe('10,000 categories');
    expect(listCountText(categoriesSpec, view, 1, 1, 'en')).toBe('1 category');
    expect(listCountText(categoriesSpec, { ...view, search: 'web' }, 10_000, 37, 'en')).toBe(
      '10,000 categories · 37 shown',
    );
  });

  it('breaks ties by name, ascending, whichever way the column sorts', () => {
    const rows = [category('b', 2), category('c', 1), category('a', 2)];
    const view = { ...initialListView(categoriesSpec), sortBy: 'Monitors', descending: true };
    expect(rowsInView(categoriesSpec, rows, NO_LOOKUPS, view).map((r) => r.name)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('the same rows, sorted another way, searched, then sorted back, show each order asked for', () => {
    const rows = [category('beta', 2), category('alpha', 1), category('gamma', 3)];
    const names = (view: ListView) =>
      rowsInView(categoriesSpec, rows, NO_LOOKUPS, view).map((r) => r.name);
    const byName = initialListView(categoriesSpec);
    const byMonitors = { ...byName, sortBy: 'Monitors', descending: true };
    expect(names(byName)).toEqual(['alpha', 'beta', 'gamma']);
    expect(names(byMonitors)).toEqual(['gamma', 'beta', 'alpha']);
    expect(names({ ...byMonitors, search: 'A' })).toEqual(['gamma', 'beta', 'alpha']);
    expect(names({ ...byMonitors, search: 'ph' })).toEqual(['alpha']);
    expect(names({ ...byName, search: 'ta' })).toEqual(['beta']);
    expect(names(byName)).toEqual(['alpha', 'beta', 'gamma']);
  });
});
