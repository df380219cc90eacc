import { FormShell } from '../../../components/options/form/FormShell';
import { SelectField, SwitchField, TextField } from '../../../components/options/form/fields';
import { valuesTyped } from '../../../components/options/form/form-values';
import { useRecordValues } from '../../../components/options/form/useRecordValues';
import type { WritePayload } from '../../../lib/messaging/protocol';
import { message } from '../../../lib/model/i18n';
import { IntegrationUpdateRequestSchema } from '../../../lib/model/monitoring/schemas-notifications';
import type { IntegrationRow } from '../../../lib/model/rows';
import type { FormSlot } from '../resource/spec';

/** What the form holds: the create request, every field filled (blank or not). */
export type IntegrationValues = Required<WritePayload<'createIntegration'>>;

/** Kept here rather than imported: the UI never loads lib/background/api/* (docs/ARCHITECTURE.md, "One writer"). */
export const INTEGRATION_TYPES: { value: IntegrationValues['type']; label: string }[] = [
  { value: 'webhook', label: 'Webhook' },
  { value: 'slack', label: 'Slack' },
  { value: 'teams', label: 'Microsoft Teams' },
  { value: 'discord', label: 'Discord' },
  { value: 'pagerduty', label: 'PagerDuty' },
  { value: 'email', label: message('choiceEmail') },
];

export const integrationValues = (row?: IntegrationRow): IntegrationValues => ({
  name: row?.name ?? '',
  // A type this version does not know shows as the first one, and is sent only if picked.
  type: INTEGRATION_TYPES.find((known) => known.value === row?.type)?.value ?? 'webhook',
  target: row?.target ?? '',
  // The server defaults a missing flag to enabled (CONTRACT.md).
  enabled: row?.enabled === 0 ? 0 : 1,
});

/** Where alerts go (CONTRACT.md "Integration"); seats pick from these. */
export function IntegrationForm({ row, typed, frame, send }: FormSlot<IntegrationRow>) {
  const saved = integrationValues(row);
  const form = useRecordValues(saved, valuesTyped(saved, typed, IntegrationUpdateRequestSchema));
  const submit = () =>
    row
      ? send({ operation: 'updateIntegration', recordId: row.id, payload: form.changes() })
      : send({ operation: 'createIntegration', payload: form.filled() });
  return (
    <FormShell frame={frame} onSubmit={submit}>
      <TextField {...form.field('name')} label={message('labelName')} required />
      <SelectField
        {...form.field('type')}
        label={message('labelType')}
        choices={INTEGRATION_TYPES}
      />
      <TextField
        {...form.field('target')}
        label={message('labelTarget')}
        help={message('helpTarget')}
        required
      />
      <SwitchField
        {...form.flag('enabled')}
        label={message('labelEnabled')}
        help={message('helpEnabled')}
      />
    </FormShell>
  );
}
