import { message } from '../../../lib/model/i18n';
import type { IntegrationRow } from '../../../lib/model/rows';
import type { GeneratedFormSpec } from '../resource/spec';

/** Kept here rather than imported: the UI never loads lib/background/api/* (STYLE.md "One writer"). */
const INTEGRATION_TYPES = [
  { value: 'webhook', label: 'Webhook' },
  { value: 'slack', label: 'Slack' },
  { value: 'teams', label: 'Microsoft Teams' },
  { value: 'discord', label: 'Discord' },
  { value: 'pagerduty', label: 'PagerDuty' },
  { value: 'email', label: message('choiceEmail') },
];

const typeLabel = (type: string) => INTEGRATION_TYPES.find((t) => t.value === type)?.label ?? type;

/** Where alerts go (CONTRACT.md "Integration"); seats pick from these. */
export const integrationsSpec: GeneratedFormSpec<IntegrationRow> = {
  key: 'integrations',
  table: 'integrations',
  title: message('titleIntegrations'),
  singular: message('nounIntegration'),
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
  fields: () => [
    { name: 'name', label: message('labelName'), kind: 'text', required: true },
    { name: 'type', label: message('labelType'), kind: 'select', choices: INTEGRATION_TYPES },
    {
      name: 'target',
      label: message('labelTarget'),
      kind: 'text',
      required: true,
      help: message('helpTarget'),
    },
    { name: 'enabled', label: message('labelEnabled'), kind: 'flag', help: message('helpEnabled') },
  ],
  blank: { name: '', type: 'webhook', target: '', enabled: true },
  fromRow: (row) => ({
    name: row.name,
    type: row.type,
    target: row.target ?? '',
    // The server defaults a missing flag to enabled (CONTRACT.md).
    enabled: row.enabled !== 0,
  }),
  operations: {
    create: 'createIntegration',
    update: 'updateIntegration',
    delete: 'deleteIntegration',
  },
};
