// STUB: filled in by the resource sections work. Keep the export name.
import type { EventRow } from '../../../lib/db/rows';
import type { ResourceSpec } from '../resource/spec';

export const eventsSpec: ResourceSpec<EventRow> = {
  key: 'events',
  table: 'events',
  title: 'Special events',
  singular: 'event',
  idOf: (row) => String(row.eventId),
  nameOf: (row) => String(row.name),
  columns: [],
  searchText: (row) => String(row.name),
  fields: () => [],
  blank: {},
  fromRow: () => ({}),
  operations: {},
};
