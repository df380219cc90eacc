// STUB: filled in by the resource sections work. Keep the export name.
import type { MonitorRow } from '../../../lib/db/rows';
import type { ResourceSpec } from '../resource/spec';

export const monitorsSpec: ResourceSpec<MonitorRow> = {
  key: 'monitors',
  table: 'monitors',
  title: 'Monitors',
  singular: 'monitor',
  idOf: (row) => String(row.id),
  nameOf: (row) => String(row.name),
  columns: [],
  searchText: (row) => String(row.name),
  fields: () => [],
  blank: {},
  fromRow: () => ({}),
  operations: {},
};
