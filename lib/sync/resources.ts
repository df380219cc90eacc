import type { Apis } from '../api/connect';
import type { Monitor } from '../api/monitoring/types';
import type { RowTable } from '../db/apply-pull';
import type { GatehouseDatabase } from '../db/database';
import { naturalSortKey } from '../db/natural-key';
import type { MonitorRank, MonitorRow } from '../db/rows';
import { eventSyncWindowItem } from '../settings';
import { isoDateFromToday } from './calendar';

/** How one list the background mirrors is fetched and where it is kept. */
export interface PulledResource<Row = unknown> {
  api: 'monitoring' | 'museum';
  fetchRows(apis: Apis, signal: AbortSignal): Promise<Row[]>;
  table(database: GatehouseDatabase): RowTable<Row>;
  keyOf(row: Row): string;
}

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

/** A monitoring list whose rows are the API records as they are. */
function monitoringList<K extends IdTable>(
  tableName: K,
  fetch: (apis: Apis, signal: AbortSignal) => Promise<unknown[]>,
): PulledResource {
  return {
    api: 'monitoring',
    fetchRows: fetch,
    table: (database) => database[tableName] as unknown as RowTable<unknown>,
    keyOf: (row) => byId(row as { id: string }),
  };
}

export const pulledResources = {
  monitors: {
    api: 'monitoring',
    fetchRows: async (apis, signal) =>
      (await apis.monitoring.listAllMonitors({ signal })).map(toMonitorRow),
    table: (database) => database.monitors,
    keyOf: byId,
  } satisfies PulledResource<MonitorRow>,
  categories: monitoringList('categories', (apis, signal) =>
    apis.monitoring.listAllCategories({ signal }),
  ),
  incidents: monitoringList('incidents', (apis, signal) =>
    apis.monitoring.listAllIncidents({ signal }),
  ),
  seats: monitoringList('seats', (apis, signal) => apis.monitoring.listAllSeats({ signal })),
  integrations: monitoringList('integrations', (apis, signal) =>
    apis.monitoring.listAllIntegrations({ signal }),
  ),
  pages: monitoringList('pages', (apis, signal) => apis.monitoring.listAllPages({ signal })),
  announcements: monitoringList('announcements', (apis, signal) =>
    apis.monitoring.listAllAnnouncements({ signal }),
  ),
  windows: monitoringList('windows', (apis, signal) => apis.monitoring.listAllWindows({ signal })),
  telephoneCodes: monitoringList('telephoneCodes', (apis, signal) =>
    apis.monitoring.listTelephoneCodes({ signal }),
  ),
  museumHours: {
    api: 'museum',
    // Hours run on forever from startDate; the next 30 days (one full page) is what anyone needs.
    fetchRows: (apis, signal) =>
      apis.museum.listMuseumHours({ startDate: isoDateFromToday(0), limit: 30, signal }),
    table: (database) => database.museumHours,
    keyOf: (row) => row.date,
  } satisfies PulledResource<{ date: string }>,
  events: {
    api: 'museum',
    fetchRows: async (apis, signal) => {
      const window = await eventSyncWindowItem.getValue();
      return apis.museum.listAllEvents({
        startDate: isoDateFromToday(-window.daysBack),
        endDate: isoDateFromToday(window.daysAhead),
        signal,
      });
    },
    table: (database) => database.events,
    keyOf: (row) => row.eventId,
  } satisfies PulledResource<{ eventId: string }>,
} as const;

export type ResourceName = keyof typeof pulledResources;
export const resourceNames = Object.keys(pulledResources) as ResourceName[];
