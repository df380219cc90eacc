import { message } from '../../../lib/model/i18n';
import type { AnnouncementRow } from '../../../lib/model/rows';
import type { GeneratedFormSpec } from '../resource/spec';

const TYPES = [
  { value: 'info', label: message('choiceInformation') },
  { value: 'maintenance', label: message('choiceMaintenance') },
  { value: 'incident', label: message('choiceIncident') },
];

const typeLabel = (type?: string) => TYPES.find((t) => t.value === type)?.label ?? type ?? '';
const pageNames = (row: AnnouncementRow) => (row.pages ?? []).map((p) => p.name ?? p.id).join(', ');

/** Messages on status pages (CONTRACT.md "Announcement"); pinned ones stay on top. */
export const announcementsSpec: GeneratedFormSpec<AnnouncementRow> = {
  key: 'announcements',
  table: 'announcements',
  title: message('titleAnnouncements'),
  singular: message('nounAnnouncement'),
  idOf: (row) => row.id,
  nameOf: (row) => row.title,
  columns: [
    { label: message('labelType'), value: (row) => typeLabel(row.type) },
    {
      label: message('labelPinned'),
      value: (row) => (row.sticky === 1 ? message('labelPinned') : ''),
    },
    { label: message('columnPages'), value: pageNames },
  ],
  searchText: (row) => `${row.title} ${row.message ?? ''} ${pageNames(row)}`,
  lookups: { form: ['pages'] },
  fields: (lookups) => [
    { name: 'title', label: message('labelTitle'), kind: 'text', required: true },
    { name: 'message', label: message('labelMessage'), kind: 'textarea', required: true },
    { name: 'type', label: message('labelType'), kind: 'select', choices: TYPES },
    { name: 'sticky', label: message('labelPinned'), kind: 'flag', help: message('helpPinned') },
    {
      name: 'pages',
      label: message('labelShownOn'),
      kind: 'checkboxes',
      required: true,
      choices: lookups.pages.map((p) => ({ value: p.id, label: p.name })),
      help: message('helpShownOn'),
    },
  ],
  blank: { title: '', message: '', type: 'info', sticky: false, pages: [] },
  fromRow: (row) => ({
    title: row.title,
    message: row.message ?? '',
    type: row.type ?? 'info',
    sticky: row.sticky === 1,
    pages: (row.pages ?? []).map((p) => p.id),
  }),
  operations: {
    create: 'createAnnouncement',
    update: 'updateAnnouncement',
    delete: 'deleteAnnouncement',
  },
  actions: (row) => [
    row.sticky === 1
      ? {
          label: message('actionUnpin'),
          operation: 'setAnnouncementStickiness',
          payload: { sticky: 0 },
        }
      : {
          label: message('actionPin'),
          operation: 'setAnnouncementStickiness',
          payload: { sticky: 1 },
        },
  ],
};
