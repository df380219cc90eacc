// STUB: filled in by the resource sections work. Keep the export name.
import type { MuseumHoursRow } from '../../../lib/db/rows';
import type { ResourceSpec } from '../resource/spec';

export const hoursSpec: ResourceSpec<MuseumHoursRow> = {
  key: 'hours',
  table: 'museumHours',
  title: 'Museum hours',
  singular: 'day',
  idOf: (row) => String(row.date),
  nameOf: (row) => String(row.date),
  columns: [],
  searchText: (row) => String(row.date),
  fields: () => [],
  blank: {},
  fromRow: () => ({}),
  operations: {},
};
