import { formatDateTime } from '../../../lib/model/date-formats';
import { incidentLasted } from '../../../lib/model/incident-duration';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { ResourceSpec } from '../section-shell/spec';
import { IncidentDetail } from './monitors-incidents/IncidentDetail';
import { incidentDurationText, statusText } from './monitors-incidents/incident-format';

/**
 * Incidents (CONTRACT.md "Incident"). The API lists them and takes comments; it has no create,
 * update or delete, so neither has this section.
 */
export const incidentsSpec: ResourceSpec<RecordOf<'incidents'>> = {
  key: 'incidents',
  table: 'incidents',
  title: message('titleIncidents'),
  idOf: (row) => String(row.id),
  nameOf: (row) =>
    row.monitorName || message('incidentMonitorUnnamed', String(row.monitorId ?? '?')),
  nameLabel: message('columnMonitor'),
  columns: [
    { label: message('columnStatus'), value: (row) => statusText(row.status) },
    {
      label: message('columnStarted'),
      value: (row) => formatDateTime(row.startedAt),
      sortValue: (row) => row.startedAt,
    },
    {
      label: message('columnDuration'),
      value: (row) => incidentDurationText(row),
      sortValue: (row) => incidentLasted(row),
    },
  ],
  filters: [
    {
      label: message('columnStatus'),
      choices: [
        { value: 'open', label: message('filterOpen') },
        { value: 'resolved', label: message('filterResolved') },
        { value: 'all', label: message('filterAll') },
      ],
      initial: 'all',
      matches: (row, choice) => choice === 'all' || row.status === choice,
    },
  ],
  // Newest first, as the API lists them: the incident someone looks for is usually the latest.
  defaultSort: { column: message('columnStarted'), descending: true },
  searchText: (row) => `${row.monitorName ?? ''} ${row.cause ?? ''} ${row.status}`,
  detail: (row, context) => (
    <IncidentDetail
      row={row}
      refusedComment={context.writes.find(
        (w) => w.state === 'failed' && w.operation === 'commentOnIncident',
      )}
    />
  ),
};
