// STUB: filled in by the resource sections work. Keep the export name.
import type { SeatRow } from '../../../lib/db/rows';
import type { ResourceSpec } from '../resource/spec';

export const seatsSpec: ResourceSpec<SeatRow> = {
  key: 'seats',
  table: 'seats',
  title: 'Notification seats',
  singular: 'seat',
  idOf: (row) => String(row.id),
  nameOf: (row) => String(row.name),
  columns: [],
  searchText: (row) => String(row.name),
  fields: () => [],
  blank: {},
  fromRow: () => ({}),
  operations: {},
};
