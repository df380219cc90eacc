// STUB: filled in by the resource sections work. Keep the export name.
import type { WindowRow } from '../../../lib/db/rows';
import type { ResourceSpec } from '../resource/spec';

export const windowsSpec: ResourceSpec<WindowRow> = {
  key: 'windows',
  table: 'windows',
  title: 'Maintenance windows',
  singular: 'maintenance window',
  idOf: (row) => String(row.id),
  nameOf: (row) => String(row.name),
  columns: [],
  searchText: (row) => String(row.name),
  fields: () => [],
  blank: {},
  fromRow: () => ({}),
  operations: {},
};
