import { h } from 'preact';
import { uptimeText } from '../../../components/uptime-text';
import { STATUS_FILTERS, statusMatches } from '../../../lib/model/monitor-filter';
import { drawnState } from '../../../lib/model/monitor-state';
import { statusWord } from '../../../lib/model/monitor-status';
import type { MonitorRow } from '../../../lib/model/rows';
import { type MeasuredUptime, measuredUptime } from '../../../lib/model/uptime';
import { message, plural } from '../../../lib/platform/i18n';
import { db } from '../../../lib/storage/database';
import { monitorCount } from '../../../lib/storage/queries';
import type { ResourceSpec } from '../section-shell/spec';
import type { LookupData } from '../section-shell/useLookups';
import { MonitorForm } from './MonitorForm';
import { MonitorDetail, statusName } from './monitors-detail/MonitorDetail';
import { typeName } from './monitors-detail/monitor-fields';

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

const STATUS_CHOICES = STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? message('filterAll') : statusWord(value),
}));

/** Uptime monitors (published MonitorRequest / MonitorObject; rules per CONTRACT.md). */
export const monitorsSpec: ResourceSpec<MonitorRow> = {
  key: 'monitors',
  table: 'monitors',
  title: message('titleMonitors'),
  idOf: (row) => row.id,
  nameOf: (row) => row.name,
  columns: [
    // Sorted by rank: down first, as in the popup.
    {
      label: message('columnStatus'),
      value: statusName,
      sortValue: (row) => row.rank,
      tone: drawnState,
    },
    { label: message('labelType'), value: (row) => typeName(row.type) },
    { label: message('labelCategory'), value: categoryName },
    {
      label: message('columnUptime'),
      value: (row, lookups) => uptimeText(uptimeOf(row, lookups)),
      sortValue: (row, lookups) => uptimeOf(row, lookups)?.percent ?? -1,
    },
  ],
  // Down first, as in the popup: the first screen comes straight off that index.
  defaultSort: { column: message('columnStatus') },
  firstRowsIndex: '[rank+sortKey]',
  keptCount: () => monitorCount(db),
  filters: [
    {
      label: message('columnStatus'),
      choices: STATUS_CHOICES,
      initial: 'all',
      matches: statusMatches,
    },
  ],
  searchText: (row) => `${row.name} ${row.uri} ${row.type}`,
  lookups: { list: ['categories', 'uptime'], form: ['categories'] },
  Form: MonitorForm,
  bulk: {
    actions: [
      {
        label: message('pause'),
        operation: 'pauseMonitor',
        payload: { paused: true },
        unchangedText: (count) => plural('bulkAlreadyPaused', count),
      },
      {
        label: message('resume'),
        operation: 'pauseMonitor',
        payload: { paused: false },
        unchangedText: (count) => plural('bulkNotPaused', count),
      },
    ],
    // CONTRACT.md, MonitorRequest: `category` is a category id, or "" for none.
    move: {
      field: 'category',
      label: message('bulkMoveToCategory'),
      choices: (lookups) => [
        { value: '', label: message('choiceNoCategory') },
        ...lookups.categories.map((category) => ({ value: category.id, label: category.name })),
      ],
      unchangedText: (count) => plural('bulkAlreadyInCategory', count),
    },
  },
  actions: (row) => [
    row.pause === 'paused'
      ? { label: message('resume'), operation: 'pauseMonitor', payload: { paused: false } }
      : { label: message('pause'), operation: 'pauseMonitor', payload: { paused: true } },
  ],
  detail: (row, context) => h(MonitorDetail, { row, context }),
};
