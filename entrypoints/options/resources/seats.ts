import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { ResourceSpec } from '../section-shell/spec';
import { SeatForm } from './SeatForm';

const phoneOf = (row: RecordOf<'seats'>) =>
  row.phone ? `${row.telephoneCode ?? ''} ${row.phone}`.trim() : '';

/** Who is alerted, and how (CONTRACT.md "Seat"). */
export const seatsSpec: ResourceSpec<RecordOf<'seats'>> = {
  key: 'seats',
  table: 'seats',
  title: message('titleSeats'),
  idOf: (row) => row.id,
  nameOf: (row) => row.name,
  columns: [
    { label: message('labelEmail'), value: (row) => row.email ?? '' },
    { label: message('columnPhone'), value: phoneOf },
  ],
  searchText: (row) => `${row.name} ${row.email ?? ''} ${phoneOf(row)}`,
  lookups: { form: ['telephoneCodes', 'integrations'] },
  Form: SeatForm,
};
