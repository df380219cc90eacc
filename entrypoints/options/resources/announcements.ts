import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { ResourceSpec } from '../section-shell/spec';
import { ANNOUNCEMENT_CHOICES, AnnouncementForm } from './AnnouncementForm';

const typeLabel = (type?: string) =>
  ANNOUNCEMENT_CHOICES.find((t) => t.value === type)?.label ?? type ?? '';
const pageNames = (row: RecordOf<'announcements'>) =>
  (row.pages ?? []).map((p) => p.name ?? p.id).join(', ');

/** Messages on status pages (CONTRACT.md "Announcement"); pinned ones stay on top. */
export const announcementsSpec: ResourceSpec<RecordOf<'announcements'>> = {
  key: 'announcements',
  table: 'announcements',
  title: message('titleAnnouncements'),
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
  Form: AnnouncementForm,
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
