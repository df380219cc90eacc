import { h } from 'preact';
import type { IncidentRow } from '../../../lib/model/rows';
import type { ResourceSpec } from '../resource/spec';
import { IncidentDetail } from './monitors-incidents/IncidentDetail';
import {
  dateTimeText,
  durationText,
  incidentSeconds,
  statusText,
} from './monitors-incidents/incident-format';

/**
 * Incidents (CONTRACT.md "Incident"). The API lists them and takes comments; it has no create,
 * update or delete, so neither has this section.
 */
export const incidentsSpec: ResourceSpec<IncidentRow> = {
  key: 'incidents',
  table: 'incidents',
  title: 'Incidents',
  singular: 'incident',
  idOf: (row) => String(row.id),
  nameOf: (row) => row.monitorName || `Monitor ${row.monitorId ?? '?'}`,
  nameLabel: 'Monitor',
  columns: [
    { label: 'Status', value: (row) => statusText(row.status) },
    {
      label: 'Started',
      value: (row) => dateTimeText(row.startedAt),
      sortValue: (row) => row.startedAt,
    },
    {
      label: 'Duration',
      value: (row) => durationText(incidentSeconds(row)),
      sortValue: (row) => incidentSeconds(row),
    },
  ],
  filters: [
    {
      label: 'Status',
      choices: [
        { value: 'open', label: 'Open' },
        { value: 'resolved', label: 'Resolved' },
        { value: 'all', label: 'All' },
      ],
      initial: 'all',
      matches: (row, choice) => choice === 'all' || row.status === choice,
    },
  ],
  // Newest first, as the API lists them: the incident someone looks for is usually the latest.
  defaultSort: { column: 'Started', descending: true },
  searchText: (row) => `${row.monitorName ?? ''} ${row.cause ?? ''} ${row.status}`,
  fields: () => [],
  blank: {},
  fromRow: () => ({}),
  operations: {},
  detail: (row, context) =>
    h(IncidentDetail, {
      row,
      refusedComment: context.writes.find(
        (w) => w.state === 'failed' && w.operation === 'commentOnIncident',
      ),
    }),
};
