import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoriesSpec } from '../../../entrypoints/options/resources/categories';
import { monitorsSpec } from '../../../entrypoints/options/resources/monitors';
import {
  initialListView,
  type ListView,
  listCountText,
  rowsInView,
} from '../../../entrypoints/options/section-shell/list-view';
import { STATUS_FILTERS } from '../../../lib/model/monitor-filter';
import { toMonitorRow } from '../../../lib/model/monitor-row';
import type { Monitor } from '../../../lib/model/monitoring/types';
import { NO_LOOKUPS } from '../support/no-lookups';
import { seedMonitor } from '../support/seed-monitor';

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

  it('a list searched, filtered and sorted in any order of steps shows what a list seen for the first time shows', () => {
    // Few letters, so searches match some rows and not others.
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'E', '-', ' '), maxLength: 4 });
    const monitor = fc.record({
      name: word,
      uri: word.map((path) => `https://x.example/${path}`),
      status: fc.constantFrom('up', 'down', 'unknown'),
      pause: fc.constantFrom('active', 'paused'),
    });
    const monitors = fc
      .array(monitor, { maxLength: 25 })
      .map((all) =>
        all.map((fields, at) =>
          toMonitorRow(seedMonitor({ ...fields, id: `mon_${at}` }) as Monitor),
        ),
      );
    const view = fc.record({
      search: word,
      filters: fc.record({ Status: fc.constantFrom(...STATUS_FILTERS) }),
      sortBy: fc.constantFrom('', ...monitorsSpec.columns.map((column) => column.label)),
      descending: fc.boolean(),
    });
    // A step may also hand the list new rows, one of them renamed, as its live query does when a
    // sync changes a record.
    const step = fc.record({ view, renamed: fc.option(fc.tuple(fc.nat(), word)) });
    fc.assert(
      fc.property(monitors, fc.array(step, { minLength: 1, maxLength: 12 }), (first, steps) => {
        // The same rows between changes: what the list keeps between keystrokes (its order, its
        // search texts) is used. Each step is checked against a copy of the rows, new to the
        // list, so sorted and filtered afresh; the search is checked apart, with `includes`.
        let rows = first;
        for (const { view: step, renamed } of steps) {
          if (renamed && rows.length > 0) {
            const [at, name] = renamed;
            rows = rows.map((row, place) => (place === at % rows.length ? { ...row, name } : row));
          }
          const firstSeen = rowsInView(monitorsSpec, [...rows], NO_LOOKUPS, {
            ...step,
            search: '',
          });
          const needle = step.search.trim().toLowerCase();
          const matching = firstSeen.filter((row) =>
            monitorsSpec.searchText(row).toLowerCase().includes(needle),
          );
          expect(rowsInView(monitorsSpec, rows, NO_LOOKUPS, step)).toEqual(matching);
        }
      }),
      // A kept order that ignored the direction was found only near the default hundred runs.
      { numRuns: 400 },
    );
  });
});
