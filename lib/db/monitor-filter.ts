import type { MonitorRow } from './rows';

export type StatusFilter = 'all' | 'down' | 'paused' | 'up' | 'pending';

export interface MonitorFilter {
  search: string;
  status: StatusFilter;
  /** A category id, or '' for all. */
  category: string;
}

export const NO_FILTER: MonitorFilter = { search: '', status: 'all', category: '' };

function statusMatches(monitor: MonitorRow, status: StatusFilter) {
  if (status === 'all') return true;
  if (status === 'paused') return monitor.pause === 'paused';
  return monitor.pause !== 'paused' && monitor.status === status;
}

/** Search by name or URI, then status and category; keeps the down-first order. */
export function filterMonitors(
  monitors: readonly MonitorRow[],
  filter: MonitorFilter,
): MonitorRow[] {
  const needle = filter.search.trim().toLowerCase();
  return monitors.filter(
    (monitor) =>
      statusMatches(monitor, filter.status) &&
      (!filter.category || monitor.category === filter.category) &&
      (!needle || monitor.nameKey.includes(needle) || monitor.uri.toLowerCase().includes(needle)),
  );
}
