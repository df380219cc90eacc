import type { Apis } from '../api/connect';
import type { ListAllOptions } from '../api/monitoring/caller';
import type { Monitor } from '../api/monitoring/types';
import type { UnreadableRecord } from '../api/paging';
import type { RowTable } from '../db/apply-pull';
import type { GatehouseDatabase } from '../db/database';
import { naturalSortKey } from '../db/natural-key';
import type { MonitorRank, MonitorRow } from '../db/rows';
import { resourceNouns } from '../resource-nouns';
import { eventSyncWindowItem } from '../settings';
import { isoDateFromToday } from './calendar';

/** What a pull fetched: the rows to mirror, and the records that could not be read. */
export interface PulledRows<Row> {
  rows: Row[];
  unreadable: UnreadableRecord[];
}

/** How one list the background mirrors is fetched and where it is kept. */
export interface PulledResource<Row = unknown> {
  api: 'monitoring' | 'museum';
  fetchRows(apis: Apis, signal: AbortSignal): Promise<PulledRows<Row>>;
  table(database: GatehouseDatabase): RowTable<Row>;
  keyOf(row: Row): string;
  /** Tables keyed by this resource's key whose rows go when the record does (e.g. its charts). */
  dependents?(database: GatehouseDatabase): RowTable<unknown>[];
  /** What one record is called, singular and plural ("2 monitors could not be read"). */
  noun?: readonly [string, string];
}

/** A monitoring list read record by record: the unreadable ones are reported, not fatal. */
async function readLeniently<Row>(
  listAll: (options: ListAllOptions) => Promise<Row[]>,
  signal: AbortSignal,
): Promise<PulledRows<Row>> {
  const unreadable: UnreadableRecord[] = [];
  const rows = await listAll({ signal, onUnreadable: (records) => unreadable.push(...records) });
  return { rows, unreadable };
}

/** A list validated whole: any bad record fails the pull. */
const whole = async <Row>(rows: Promise<Row[]>): Promise<PulledRows<Row>> => ({
  rows: await rows,
  unreadable: [],
});

export function rankOf(monitor: Pick<Monitor, 'status' | 'pause'>): MonitorRank {
  if (monitor.pause === 'paused') return 1;
  if (monitor.status === 'down') return 0;
  if (monitor.status === 'up') return 3;
  return 2;
}

export function toMonitorRow(monitor: Monitor): MonitorRow {
  return {
    ...monitor,
    rank: rankOf(monitor),
    nameKey: monitor.name.toLowerCase(),
    sortKey: naturalSortKey(monitor.name),
  };
}

const byId = (row: { id: string }) => row.id;
type IdTable = keyof Pick<
  GatehouseDatabase,
  | 'categories'
  | 'incidents'
  | 'seats'
  | 'integrations'
  | 'pages'
  | 'announcements'
  | 'windows'
  | 'telephoneCodes'
>;

/** A monitoring list whose rows are the API records as they are, read record by record. */
function monitoringList<K extends IdTable>(
  tableName: K,
  listAll: (apis: Apis) => (options: ListAllOptions) => Promise<unknown[]>,
): PulledResource {
  return {
    api: 'monitoring',
    fetchRows: (apis, signal) => readLeniently(listAll(apis), signal),
    table: (database) => database[tableName] as unknown as RowTable<unknown>,
    keyOf: (row) => byId(row as { id: string }),
    noun: resourceNouns[tableName],
  };
}

export const pulledResources = {
  monitors: {
    api: 'monitoring',
    fetchRows: async (apis, signal) => {
      const pulled = await readLeniently(apis.monitoring.listAllMonitors, signal);
      return { ...pulled, rows: pulled.rows.map(toMonitorRow) };
    },
    table: (database) => database.monitors,
    keyOf: byId,
    // A deleted monitor's charts go with it.
    dependents: (database) => [database.responseTimes, database.uptime],
    noun: resourceNouns.monitors,
  } satisfies PulledResource<MonitorRow>,
  categories: monitoringList('categories', (apis) => apis.monitoring.listAllCategories),
  incidents: monitoringList('incidents', (apis) => apis.monitoring.listAllIncidents),
  seats: monitoringList('seats', (apis) => apis.monitoring.listAllSeats),
  integrations: monitoringList('integrations', (apis) => apis.monitoring.listAllIntegrations),
  pages: monitoringList('pages', (apis) => apis.monitoring.listAllPages),
  announcements: monitoringList('announcements', (apis) => apis.monitoring.listAllAnnouncements),
  windows: monitoringList('windows', (apis) => apis.monitoring.listAllWindows),
  // One unpaged list, validated whole.
  telephoneCodes: {
    api: 'monitoring',
    fetchRows: (apis, signal) => whole(apis.monitoring.listTelephoneCodes({ signal })),
    table: (database) => database.telephoneCodes as unknown as RowTable<unknown>,
    keyOf: (row) => byId(row as { id: string }),
  } satisfies PulledResource,
  museumHours: {
    api: 'museum',
    // Hours run on forever from startDate; the next 30 days (one full page) is what anyone needs.
    fetchRows: (apis, signal) =>
      whole(apis.museum.listMuseumHours({ startDate: isoDateFromToday(0), limit: 30, signal })),
    table: (database) => database.museumHours,
    keyOf: (row) => row.date,
  } satisfies PulledResource<{ date: string }>,
  events: {
    api: 'museum',
    fetchRows: async (apis, signal) => {
      const window = await eventSyncWindowItem.getValue();
      return whole(
        apis.museum.listAllEvents({
          startDate: isoDateFromToday(-window.daysBack),
          endDate: isoDateFromToday(window.daysAhead),
          signal,
        }),
      );
    },
    table: (database) => database.events,
    keyOf: (row) => row.eventId,
  } satisfies PulledResource<{ eventId: string }>,
} as const;

export type ResourceName = keyof typeof pulledResources;
export const resourceNames = Object.keys(pulledResources) as ResourceName[];
