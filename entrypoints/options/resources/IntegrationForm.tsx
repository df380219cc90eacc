import { FormShell } from '../../../components/options/form/FormShell';
import { SelectField, SwitchField, TextField } from '../../../components/options/form/fields';
import { valuesTyped } from '../../../components/options/form/form-values';
import { useRecordValues } from '../../../components/options/form/useRecordValues';
import type { WritePayload } from '../../../lib/messaging/protocol';
import {
  INTEGRATION_TYPES,
  IntegrationUpdateRequestSchema,
} from '../../../lib/model/monitoring/schemas-notifications';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { FormSlot } from '../section-shell/spec';

/** What the form holds: the create request, every field filled (blank or not). */
export type IntegrationValues = Required<WritePayload<'createIntegration'>>;

const INTEGRATION_LABELS: Record<IntegrationValues['type'], string> = {
  webhook: 'Webhook',
  slack: 'Slack',
  teams: 'Microsoft Teams',
  discord: 'Discord',
  pagerduty: 'PagerDuty',
  email: message('choiceEmail'),
};

/** The request schema's types (INTEGRATION_TYPES), in its order, each with its name. */
export const INTEGRATION_CHOICES = INTEGRATION_TYPES.map((value) => ({
  value,
  label: INTEGRATION_LABELS[value],
}));

export const integrationValues = (row?: RecordOf<'integrations'>): IntegrationValues => ({
  name: row?.name ?? '',
  // A type this version does not know shows as the first one, and is sent only if picked.
  type: INTEGRATION_TYPES.find((known) => known === row?.type) ?? INTEGRATION_TYPES[0],
  target: row?.target ?? '',
  // The server defaults a missing flag to enabled (CONTRACT.md).
  enabled: row?.enabled === 0 ? 0 : 1,
});

/** Where alerts go (CONTRACT.md "Integration"); seats pick from these. */
export function IntegrationForm({ row, typed, frame, send }: FormSlot<RecordOf<'integrations'>>) {
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
        choices={INTEGRATION_CHOICES}
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
