// STUB: filled in by the resource sections work. Keep the export name.
import type { IncidentRow } from '../../../lib/db/rows';
import type { ResourceSpec } from '../resource/spec';

export const incidentsSpec: ResourceSpec<IncidentRow> = {
  key: 'incidents',
  table: 'incidents',
  title: 'Incidents',
  singular: 'incident',
  idOf: (row) => String(row.id),
  nameOf: (row) => String(row.monitorName),
  columns: [],
  searchText: (row) => String(row.monitorName),
  fields: () => [],
  blank: {},
  fromRow: () => ({}),
  operations: {},
};
