import { knownState, MONITOR_STATES } from './monitor-state';
import { MONITOR_RANK, type MonitorRank, type MonitorRow } from './rows';

/** All monitors, or those in one state (monitor-state.ts MONITOR_STATES). */
export const STATUS_FILTERS = ['all', ...MONITOR_STATES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface MonitorFilter {
  search: string;
  status: StatusFilter;
  /** A category id, or '' for all. */
  category: string;
}

export const NO_FILTER: MonitorFilter = { search: '', status: 'all', category: '' };

/** The rank a status filter lists off the list index: its own (rows.ts MONITOR_RANK). */
export const RANK_OF_STATUS: Record<Exclude<StatusFilter, 'all'>, MonitorRank> = MONITOR_RANK;

/**
 * Whether listing needs the rows, not only the index's keys: a search, a category, or "pending"
 * (its rank holds any status the server may add too; the filter means "pending" alone).
 */
export const filterReadsRows = (filter: MonitorFilter) =>
  filter.search.trim() !== '' || filter.category !== '' || filter.status === 'pending';

/** Whether the filter lists fewer than all monitors. */
export function narrows(filter: MonitorFilter): boolean {
  return filter.search.trim() !== '' || filter.status !== 'all' || filter.category !== '';
}

/** Whether a monitor is in the state a status filter names (a status the API adds: only "all"). */
export const statusMatches = (monitor: Pick<MonitorRow, 'status' | 'pause'>, status: string) =>
  status === 'all' || knownState(monitor) === status;

/** Whether a monitor passes the search (name or URI, any case), status and category. */
export function monitorMatches(monitor: MonitorRow, filter: MonitorFilter): boolean {
  const needle = filter.search.trim().toLowerCase();
  return (
    statusMatches(monitor, filter.status) &&
    (!filter.category || monitor.category === filter.category) &&
    (!needle || monitor.nameKey.includes(needle) || monitor.uri.toLowerCase().includes(needle))
  );
}

/** Search by name or URI, then status and category; keeps the down-first order. */
export function filterMonitors(
  monitors: readonly MonitorRow[],
  filter: MonitorFilter,
): MonitorRow[] {
  return monitors.filter((monitor) => monitorMatches(monitor, filter));
}

/** Where a row was listed when the user acted on it. */
export interface HeldPlace {
  rank: number;
  sortKey: string;
}

/**
 * The list's order, as the monitors' list index keeps it (lib/storage/schema.ts
 * MONITOR_ORDER_INDEX): rows.ts MONITOR_RANK's order, by name within each rank.
 */
export const listOrder = (a: HeldPlace, b: HeldPlace) =>
  a.rank - b.rank || (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0);

const before = (a: HeldPlace, b: HeldPlace) => listOrder(a, b) < 0;

/**
 * The list with the rows the user just paused or resumed back where they were when clicked, so
 * the row under the pointer does not jump to another group (the index sorts by rank).
 */
export function keepPlaces<Listed extends HeldPlace & { id: string }>(
  monitors: readonly Listed[],
  held: ReadonlyMap<string, HeldPlace>,
): Listed[] {
  if (held.size === 0) return [...monitors];
  const moved = monitors.filter((monitor) => held.has(monitor.id));
  const list = monitors.filter((monitor) => !held.has(monitor.id));
  for (const monitor of moved) {
    const place = held.get(monitor.id) as HeldPlace;
    const at = list.findIndex((other) => before(place, other));
    list.splice(at === -1 ? list.length : at, 0, monitor);
  }
  return list;
}
