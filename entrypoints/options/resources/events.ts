import { eventPrice } from '../../../components/museum-values';
import { numberInputValue } from '../../../components/options/form-model';
import { message } from '../../../lib/model/i18n';
import type { EventRow } from '../../../lib/model/rows';
import type { GeneratedFormSpec } from '../resource/spec';

const firstDate = (row: EventRow) => [...row.dates].sort()[0] ?? '';

/**
 * Museum special events (museum-api.md: all five fields required on create; PATCH changes only
 * what is sent). Gatehouse keeps the events of the sync window (Settings → Sync).
 */
export const eventsSpec: GeneratedFormSpec<EventRow> = {
  key: 'events',
  table: 'events',
  title: message('titleEvents'),
  singular: message('nounSpecialEvent'),
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
  fields: () => [
    { name: 'name', label: message('labelName'), kind: 'text', required: true },
    { name: 'location', label: message('labelLocation'), kind: 'text', required: true },
    {
      name: 'eventDescription',
      label: message('labelDescription'),
      kind: 'textarea',
      required: true,
    },
    {
      name: 'dates',
      label: message('labelDate'),
      kind: 'dates',
      required: true,
      help: message('helpEventDates'),
    },
    { name: 'price', label: message('labelPrice'), kind: 'number', required: true },
  ],
  blank: { name: '', location: '', eventDescription: '', dates: [''], price: '' },
  fromRow: (row) => ({
    name: row.name,
    location: row.location,
    eventDescription: row.eventDescription,
    dates: [...row.dates],
    price: numberInputValue(row.price),
  }),
  // Blank date rows are the editor's, not the user's: leave them out.
  finishPayload: (payload) =>
    Array.isArray(payload.dates) ? { ...payload, dates: payload.dates.filter(Boolean) } : payload,
  operations: { create: 'createEvent', update: 'updateEvent', delete: 'deleteEvent' },
};
