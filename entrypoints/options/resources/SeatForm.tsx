import { FormShell } from '../../../components/options/form/FormShell';
import { SelectField, SwitchField, TextField } from '../../../components/options/form/fields';
import { valuesTyped } from '../../../components/options/form/form-values';
import { CheckboxesField } from '../../../components/options/form/list-fields';
import { useRecordValues } from '../../../components/options/form/useRecordValues';
import type { WritePayload } from '../../../lib/messaging/protocol';
import { SeatUpdateRequestSchema } from '../../../lib/model/monitoring/schemas-notifications';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { FormSlot } from '../section-shell/spec';
import { telephoneCodeChoices } from './telephone-code-choices';

/** What the form holds: the create request, every field filled (blank or not). */
export type SeatValues = Required<WritePayload<'createSeat'>>;

/** The record lists its integrations as {id, name, type}; the request wants their ids. */
export const seatValues = (row?: RecordOf<'seats'>): SeatValues => ({
  name: row?.name ?? '',
  email: row?.email ?? '',
  telephoneCode: row?.telephoneCode ?? '',
  phone: row?.phone ?? '',
  sms: row?.sms === 1 ? 1 : 0,
  call: row?.call === 1 ? 1 : 0,
  integrations: (row?.integrations ?? []).map((integration) => integration.id),
});

/** Who is alerted, and how (CONTRACT.md "Seat"). */
export function SeatForm({ row, typed, lookups, frame, send }: FormSlot<RecordOf<'seats'>>) {
  const saved = seatValues(row);
  const form = useRecordValues(saved, valuesTyped(saved, typed, SeatUpdateRequestSchema));
  const submit = () =>
    row
      ? send({ operation: 'updateSeat', recordId: row.id, payload: form.changes() })
      : send({ operation: 'createSeat', payload: form.filled() });
  const integrations = lookups.integrations.map((integration) => ({
    value: integration.id,
    label: `${integration.name} (${integration.type})`,
  }));
  return (
    <FormShell frame={frame} onSubmit={submit}>
      <TextField {...form.field('name')} label={message('labelName')} required />
      <TextField {...form.field('email')} type="email" label={message('labelEmail')} required />
      <SelectField
        {...form.field('telephoneCode')}
        label={message('labelCountryCode')}
        help={message('helpCountryCode')}
        choices={telephoneCodeChoices(lookups.telephoneCodes)}
      />
      <TextField
        {...form.field('phone')}
        label={message('labelPhone')}
        help={message('helpPhone')}
      />
      <SwitchField {...form.flag('sms')} label={message('labelSms')} />
      <SwitchField {...form.flag('call')} label={message('labelCall')} />
      <CheckboxesField
        {...form.field('integrations')}
        label={message('labelIntegrations')}
        help={message('helpSeatIntegrations')}
        choices={integrations}
      />
    </FormShell>
  );
}
