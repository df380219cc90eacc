import { message } from '../../../lib/model/i18n';
import type { SeatRow } from '../../../lib/model/rows';
import type { GeneratedFormSpec } from '../resource/spec';
import { telephoneCodeChoices } from './telephone-code-choices';

const phoneOf = (row: SeatRow) =>
  row.phone ? `${row.telephoneCode ?? ''} ${row.phone}`.trim() : '';

/** Who is alerted, and how (CONTRACT.md "Seat"). */
export const seatsSpec: GeneratedFormSpec<SeatRow> = {
  key: 'seats',
  table: 'seats',
  title: message('titleSeats'),
  singular: message('nounSeat'),
  idOf: (row) => row.id,
  nameOf: (row) => row.name,
  columns: [
    { label: message('labelEmail'), value: (row) => row.email ?? '' },
    { label: message('columnPhone'), value: phoneOf },
  ],
  searchText: (row) => `${row.name} ${row.email ?? ''} ${phoneOf(row)}`,
  lookups: { form: ['telephoneCodes', 'integrations'] },
  fields: (lookups) => [
    { name: 'name', label: message('labelName'), kind: 'text', required: true },
    { name: 'email', label: message('labelEmail'), kind: 'email', required: true },
    {
      name: 'telephoneCode',
      label: message('labelCountryCode'),
      kind: 'select',
      choices: telephoneCodeChoices(lookups.telephoneCodes),
      help: message('helpCountryCode'),
    },
    { name: 'phone', label: message('labelPhone'), kind: 'text', help: message('helpPhone') },
    { name: 'sms', label: message('labelSms'), kind: 'flag' },
    { name: 'call', label: message('labelCall'), kind: 'flag' },
    {
      name: 'integrations',
      label: message('labelIntegrations'),
      kind: 'checkboxes',
      choices: lookups.integrations.map((i) => ({ value: i.id, label: `${i.name} (${i.type})` })),
      help: message('helpSeatIntegrations'),
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
