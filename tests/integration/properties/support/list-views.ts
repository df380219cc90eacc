import { expect } from 'vitest';
import {
  cellText,
  initialListView,
  rowsInView,
} from '../../../../entrypoints/options/section-shell/list-view';
import type { ResourceSpec } from '../../../../entrypoints/options/section-shell/spec';
import type { LookupData } from '../../../../entrypoints/options/section-shell/useLookups';
import { NO_LOOKUPS } from '../../../unit/support/no-lookups';
import { expectReadable, textsOf } from './readable';

/**
 * What an options management section shows for `rows`: the list sorted by every column, each
 * row's name and cells, its search text and its edit form's values; a string detail too.
 * Nothing may throw or read badly, and no row may go missing from the list.
 */
export function expectListShown<Row>(
  spec: ResourceSpec<Row>,
  rows: readonly Row[],
  lookups: LookupData = NO_LOOKUPS,
) {
  const sorts = ['', ...spec.columns.map((column) => column.label)];
  // Ascending only: descending is the same keys with the sign turned.
  for (const sortBy of sorts) {
    const shown = rowsInView(spec, rows, lookups, { ...initialListView(spec), sortBy }).length;
    if (shown !== rows.length) expect(shown, `${spec.key} sorted by ${sortBy}`).toBe(rows.length);
  }
  const lookedUp = textsOf(lookups);
  for (const row of rows) {
    const id = spec.idOf(row);
    const echoes = [...textsOf(row), ...lookedUp];
    const expectShown = (what: string, shown: unknown) =>
      expectReadable(`${spec.key} ${id}: ${what}`, shown, echoes);
    expectShown('id', id);
    expectShown('name', spec.nameOf(row));
    for (const column of spec.columns)
      expectShown(column.label, cellText(column.value(row, lookups)));
    spec.searchText(row);
    const detail = spec.detail?.(row, { lookups, writes: [] });
    if (typeof detail === 'string') expectShown('detail', detail);
  }
}
