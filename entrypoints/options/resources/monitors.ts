import { h } from 'preact';
import type { StatusTone } from '../../../components/options/StatusBadge';
import { uptimeText } from '../../../components/uptime-text';
import type { MonitorRow } from '../../../lib/model/rows';
import { type MeasuredUptime, measuredUptime } from '../../../lib/model/uptime';
import type { ResourceSpec } from '../resource/spec';
import type { LookupData } from '../resource/useLookups';
import { MonitorDetail, statusName } from './monitors-detail/MonitorDetail';
import { monitorFields, typeName } from './monitors-detail/monitor-fields';
import {
  blankMonitor,
  finishMonitorPayload,
  monitorFromRow,
} from './monitors-detail/monitor-values';

/** Per lookups snapshot: sorting 10,000 rows by uptime must not scan the series each time. */
const uptimeTables = new WeakMap<LookupData['uptime'], Map<string, MeasuredUptime | null>>();

/** The figure the popup shows, if some page already loaded this monitor's uptime (lazily). */
function uptimeOf(row: MonitorRow, lookups: LookupData): MeasuredUptime | null {
  let table = uptimeTables.get(lookups.uptime);
  if (!table) {
    table = new Map(lookups.uptime.map((u) => [u.monitorId, measuredUptime(u.days)]));
    uptimeTables.set(lookups.uptime, table);
  }
  return table.get(row.id) ?? null;
}

const categoryName = (row: MonitorRow, lookups: LookupData) =>
  lookups.categories.find((c) => c.id === row.category)?.name ?? '';

/** A status the published API does not list (it is a free string) is drawn as pending. */
const statusTone = (row: MonitorRow): StatusTone =>
  row.pause === 'paused'
    ? 'paused'
    : row.status === 'down' || row.status === 'up'
      ? row.status
      : 'pending';

const STATUS_CHOICES = ['all', 'down', 'up', 'pending', 'paused'].map((value) => ({
  value,
  label: value === 'all' ? 'All' : `${value.charAt(0).toUpperCase()}${value.slice(1)}`,
}));

/** Uptime monitors (published MonitorRequest / MonitorObject; rules per CONTRACT.md). */
export const monitorsSpec: ResourceSpec<MonitorRow> = {
  key: 'monitors',
  table: 'monitors',
  title: 'Monitors',
  singular: 'monitor',
  idOf: (row) => row.id,
  nameOf: (row) => row.name,
  columns: [
    // Sorted by rank: down first, as in the popup.
    {
      label: 'Status',
      value: statusName,
      sortValue: (row) => row.rank,
      tone: statusTone,
    },
    { label: 'Type', value: (row) => typeName(row.type) },
    { label: 'Category', value: categoryName },
    {
      label: 'Uptime',
      value: (row, lookups) => uptimeText(uptimeOf(row, lookups)),
      sortValue: (row, lookups) => uptimeOf(row, lookups)?.percent ?? -1,
    },
  ],
  // Down first, as in the popup: the first screen comes straight off that index.
  defaultSort: { column: 'Status' },
  firstRowsIndex: '[rank+sortKey]',
  filters: [
    {
      label: 'Status',
      choices: STATUS_CHOICES,
      initial: 'all',
      matches: (row, choice) =>
        choice === 'all' ||
        (choice === 'paused'
          ? row.pause === 'paused'
          : row.pause !== 'paused' && row.status === choice),
    },
  ],
  searchText: (row) => `${row.name} ${row.uri} ${row.type}`,
  lookups: { list: ['categories', 'uptime'], form: ['categories'] },
  fields: monitorFields,
  blank: blankMonitor,
  fromRow: monitorFromRow,
  finishPayload: finishMonitorPayload,
  operations: { create: 'createMonitor', update: 'updateMonitor', delete: 'deleteMonitor' },
  actions: (row) => [
    row.pause === 'paused'
      ? { label: 'Resume', operation: 'pauseMonitor', payload: { paused: false } }
      : { label: 'Pause', operation: 'pauseMonitor', payload: { paused: true } },
  ],
  detail: (row, context) => h(MonitorDetail, { row, context }),
};
