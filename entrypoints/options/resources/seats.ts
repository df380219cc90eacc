import type { SeatRow } from '../../../lib/model/rows';
import type { ResourceSpec } from '../resource/spec';
import { telephoneCodeChoices } from './telephone-code-choices';

const phoneOf = (row: SeatRow) =>
  row.phone ? `${row.telephoneCode ?? ''} ${row.phone}`.trim() : '';

/** Who is alerted, and how (CONTRACT.md "Seat"). */
export const seatsSpec: ResourceSpec<SeatRow> = {
  key: 'seats',
  table: 'seats',
  title: 'Notification seats',
  singular: 'seat',
  idOf: (row) => row.id,
  nameOf: (row) => row.name,
  columns: [
    { label: 'Email', value: (row) => row.email ?? '' },
    { label: 'Phone', value: phoneOf },
  ],
  searchText: (row) => `${row.name} ${row.email ?? ''} ${phoneOf(row)}`,
  lookups: { form: ['telephoneCodes', 'integrations'] },
  fields: (lookups) => [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'email', label: 'Email', kind: 'email' },
    {
      name: 'telephoneCode',
      label: 'Country code',
      kind: 'select',
      choices: telephoneCodeChoices(lookups.telephoneCodes),
      help: 'Needed with a phone number.',
    },
    {
      name: 'phone',
      label: 'Phone number',
      kind: 'text',
      help: 'Digits, spaces, brackets and dashes, without the country code.',
    },
    { name: 'sms', label: 'Alert by text message (SMS)', kind: 'flag' },
    { name: 'call', label: 'Alert by phone call', kind: 'flag' },
    {
      name: 'integrations',
      label: 'Integrations',
      kind: 'checkboxes',
      choices: lookups.integrations.map((i) => ({ value: i.id, label: `${i.name} (${i.type})` })),
      help: 'Also alert this seat through these integrations.',
    },
  ],
  blank: {
    name: '',
    email: '',
    telephoneCode: '',
    phone: '',
    sms: false,
    call: false,
    integrations: [],
  },
  // The record lists its integrations as {id, name, type}; the request wants their ids.
  fromRow: (row) => ({
    name: row.name,
    email: row.email ?? '',
    telephoneCode: row.telephoneCode ?? '',
    phone: row.phone ?? '',
    sms: row.sms === 1,
    call: row.call === 1,
    integrations: (row.integrations ?? []).map((i) => i.id),
  }),
  operations: { create: 'createSeat', update: 'updateSeat', delete: 'deleteSeat' },
};
