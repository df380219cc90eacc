// STUB: filled in by the resource sections work. Keep the export name.
import type { IntegrationRow } from '../../../lib/db/rows';
import type { ResourceSpec } from '../resource/spec';

export const integrationsSpec: ResourceSpec<IntegrationRow> = {
  key: 'integrations',
  table: 'integrations',
  title: 'Integrations',
  singular: 'integration',
  idOf: (row) => String(row.id),
  nameOf: (row) => String(row.name),
  columns: [],
  searchText: (row) => String(row.name),
  fields: () => [],
  blank: {},
  fromRow: () => ({}),
  operations: {},
};
