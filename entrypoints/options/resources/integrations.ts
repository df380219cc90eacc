import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { ResourceSpec } from '../section-shell/spec';
import { INTEGRATION_CHOICES, IntegrationForm } from './IntegrationForm';

const typeLabel = (type: string) =>
  INTEGRATION_CHOICES.find((t) => t.value === type)?.label ?? type;

/** Where alerts go (CONTRACT.md "Integration"); seats pick from these. */
export const integrationsSpec: ResourceSpec<RecordOf<'integrations'>> = {
  key: 'integrations',
  table: 'integrations',
  title: message('titleIntegrations'),
  idOf: (row) => row.id,
  nameOf: (row) => row.name,
  columns: [
    { label: message('labelType'), value: (row) => typeLabel(row.type) },
    {
      label: message('labelEnabled'),
      value: (row) => (row.enabled === 0 ? message('valueNo') : message('valueYes')),
    },
  ],
  searchText: (row) => `${row.name} ${row.type} ${row.target ?? ''}`,
  Form: IntegrationForm,
};
