// STUB: filled in by the resource sections work. Keep the export name.
import type { PageRow } from '../../../lib/db/rows';
import type { ResourceSpec } from '../resource/spec';

export const pagesSpec: ResourceSpec<PageRow> = {
  key: 'pages',
  table: 'pages',
  title: 'Status pages',
  singular: 'status page',
  idOf: (row) => String(row.id),
  nameOf: (row) => String(row.name),
  columns: [],
  searchText: (row) => String(row.name),
  fields: () => [],
  blank: {},
  fromRow: () => ({}),
  operations: {},
};
