import { isoDateFromToday } from '../../model/calendar';
import { MONITOR_ROW_VERSION, monitorRowInPlace } from '../../model/monitor-row';
import { type MonitoringResourceName, monitoringResourceNames } from '../../model/resources';
import type { MonitorRow } from '../../model/rows';
import { eventSyncWindowItem } from '../../storage/settings';
import type { TableName } from '../../storage/worker-database';
import type { Apis } from '../api/connect';
import type { UnreadableRecord } from '../api/http/paging';
import type { ListAllOptions } from '../api/monitoring/call-options';
import { plainOperationsOf } from '../api/monitoring/client-resources';
import type { KnownRecords } from '../api/monitoring/read-records';
import { watchMaintenance, watchWindowsCover } from './maintenance-rank';
import { type PullWatch, watchAll } from './pull-watch';
import { watchStatuses } from './status-watch';
import { watchTimedPauses } from './timed-pause-watch';

/**
 * Takes one page of a list's rows and the keys of the records it sent unchanged (see
 * PulledResource.fingerprintSeed); the next page is not handed on before it resolves.
 */
export type OnPulledPage<Row> = (rows: Row[], unchanged?: string[]) => Promise<void>;

/** How one list the background mirrors is fetched and where it is kept. */
export interface PulledResource<Row = unknown> {
  api: 'monitoring' | 'museum';
  /**
   * Fetches the list, handing its rows to `onPage` page by page as they arrive (never the whole
   * list at once); resolves to the records that could not be read once the last page came.
   * Records sent exactly as `known` holds them are handed on by key only.
   */
  pullPages(
    apis: Apis,
    signal: AbortSignal,
    onPage: OnPulledPage<Row>,
    known?: Promise<KnownRecords>,
  ): Promise<UnreadableRecord[]>;
  table: TableName;
  keyOf(row: Row): string;
  /** Tables keyed by this resource's key whose rows go when the record does (e.g. its charts). */
  dependents?: TableName[];
  /**
   * The table indexes each row's fingerprint of its server record (lib/background/api/http/fingerprint.ts),
   * taken with this seed: the version of what a row keeps of a record. A record sent unchanged
   * is then neither read nor written again.
   */
  fingerprintSeed?: number;
  /** Kept in step with the table by the pull's own transactions; `now` is when the sync ran. */
  watch?(now: number): PullWatch<Row, string>;
}

/** A monitoring list read record by record: the unreadable ones are reported, not fatal. */
async function readLeniently<Record>(
  listAll: (options: ListAllOptions<Record>) => Promise<unknown>,
  signal: AbortSignal,
  onPage: ListAllOptions<Record>['onPage'],
  known?: Promise<KnownRecords>,
): Promise<UnreadableRecord[]> {
  const unreadable: UnreadableRecord[] = [];
  await listAll({
    signal,
    onPage,
    known,
    onUnreadable: (records) => {
      for (const record of records) unreadable.push(record);
    },
  });
  return unreadable;
}

/** A list validated whole (any bad record fails the pull), handed on as one page. */
async function whole<Row>(rows: Promise<Row[]>, onPage: OnPulledPage<Row>) {
  await onPage(await rows);
  return [];
}

const byId = (row: { id: string }) => row.id;

/** The monitoring lists besides monitors: their rows are the API records as they are. */
type PlainList = Exclude<MonitoringResourceName, 'monitors'>;

type ListAll = (options: ListAllOptions) => Promise<unknown[]>;

/** Each plain list, read record by record, as lib/model/resources.ts declares it. */
function plainLists() {
  const plain = monitoringResourceNames.filter((name): name is PlainList => name !== 'monitors');
  const pulled = plain.map((name): [PlainList, PulledResource] => [
    name,
    {
      api: 'monitoring',
      pullPages: (apis, signal, onPage) =>
        // Every plain list takes the same options; its records are stored as they come.
        readLeniently(
          plainOperationsOf(apis.monitoring, name).listAll as ListAll,
          signal,
          (records) => onPage(records),
        ),
      table: name,
      keyOf: (row) => byId(row as { id: string }),
    },
  ]);
  return Object.fromEntries(pulled) as Record<PlainList, PulledResource>;
}

export const pulledResources = {
  monitors: {
    api: 'monitoring',
    pullPages: (apis, signal, onPage, known) =>
      readLeniently(
        apis.monitoring.listAllMonitors,
        signal,
        (monitors, { fingerprints, unchanged }) =>
          // Each monitor was read from this very page and nothing else holds it.
          onPage(
            monitors.map((monitor, i) => monitorRowInPlace(monitor, fingerprints[i])),
            unchanged,
          ),
        known,
      ),
    fingerprintSeed: MONITOR_ROW_VERSION,
    table: 'monitors',
    keyOf: byId,
    // A deleted monitor's charts go with it.
    dependents: ['responseTimes', 'uptime'],
    // Each row carries the maintenance cover the cached windows give it, before the status watch
    // sees it (maintenance-rank.ts); status changes owed a notification are recorded as the
    // statuses land (status-watch.ts), and timed pauses the server no longer backs are dropped
    // (timed-pause-watch.ts).
    watch: (now) => {
      const statuses = watchStatuses(now);
      return watchAll(watchMaintenance(now, statuses), statuses, watchTimedPauses());
    },
  } satisfies PulledResource<MonitorRow>,
  ...plainLists(),
  // The monitors the windows cover now are marked in the windows pull's last transaction.
  windows: { ...plainLists().windows, watch: watchWindowsCover },
  // One unpaged list, validated whole.
  telephoneCodes: {
    api: 'monitoring',
    pullPages: (apis, signal, onPage) =>
      whole(apis.monitoring.listTelephoneCodes({ signal }), onPage),
    table: 'telephoneCodes',
    keyOf: (row) => byId(row as { id: string }),
  } satisfies PulledResource,
  museumHours: {
    api: 'museum',
    // Hours run on forever from startDate; the next 30 days (one full page) is what anyone needs.
    pullPages: (apis, signal, onPage) =>
      whole(
        apis.museum.listMuseumHours({ startDate: isoDateFromToday(0), limit: 30, signal }),
        onPage,
      ),
    table: 'museumHours',
    keyOf: (row) => row.date,
  } satisfies PulledResource<{ date: string }>,
  events: {
    api: 'museum',
    pullPages: async (apis, signal, onPage) => {
      const window = await eventSyncWindowItem.getValue();
      const events = apis.museum.listAllEvents({
        startDate: isoDateFromToday(-window.daysBack),
        endDate: isoDateFromToday(window.daysAhead),
        signal,
      });
      return whole(events, onPage);
    },
    table: 'events',
    keyOf: (row) => row.eventId,
  } satisfies PulledResource<{ eventId: string }>,
} as const;

export type ResourceName = keyof typeof pulledResources;
export const resourceNames = Object.keys(pulledResources) as ResourceName[];
