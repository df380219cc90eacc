import { eventPrice } from '../../../components/museum-values';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { ResourceSpec } from '../section-shell/spec';
import { EventForm } from './EventForm';

const firstDate = (row: RecordOf<'events'>) => [...row.dates].sort()[0] ?? '';

/**
 * Museum special events (docs/MUSEUM.md: all five fields required on create; PATCH changes only
 * what is sent). Gatehouse keeps the events of the sync window (Settings → Sync).
 */
export const eventsSpec: ResourceSpec<RecordOf<'events'>> = {
  key: 'events',
  table: 'events',
  title: message('titleEvents'),
  idOf: (row) => row.eventId,
  nameOf: (row) => row.name,
  columns: [
    { label: message('columnFirstDate'), value: firstDate },
    { label: message('columnDates'), value: (row) => row.dates.length },
    { label: message('labelLocation'), value: (row) => row.location },
    {
      label: message('labelPrice'),
      value: (row) => eventPrice(row.price),
      sortValue: (row) => row.price,
    },
  ],
  defaultSort: { column: message('columnFirstDate') },
  searchText: (row) => `${row.name} ${row.location} ${row.eventDescription}`,
  Form: EventForm,
};
