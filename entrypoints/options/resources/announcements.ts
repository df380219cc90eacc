// STUB: filled in by the resource sections work. Keep the export name.
import type { AnnouncementRow } from '../../../lib/db/rows';
import type { ResourceSpec } from '../resource/spec';

export const announcementsSpec: ResourceSpec<AnnouncementRow> = {
  key: 'announcements',
  table: 'announcements',
  title: 'Announcements',
  singular: 'announcement',
  idOf: (row) => String(row.id),
  nameOf: (row) => String(row.title),
  columns: [],
  searchText: (row) => String(row.title),
  fields: () => [],
  blank: {},
  fromRow: () => ({}),
  operations: {},
};
