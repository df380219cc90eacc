import { type OutboxRow, outboxSummaryOf } from '../model/outbox-row';
import type { RecordOf } from '../model/resources';
import type { MonitorRow, SyncStateRow, TicketRow, TimedResumeRow } from '../model/rows';
import { boughtInOrder } from '../model/ticket-status';
import { awaitAll, waitAtMost } from './await-all';
import type { GatehouseDatabase } from './database';
import { readGlanceCount } from './glance-counts';
import { openExisting } from './open-existing';
import {
  awaitingSignInOf,
  blockedWriteSummary,
  blockedWritesOf,
  NONE_AWAITING,
  recordName,
} from './outbox-queries';
import type { GlanceQuery, PopupGlance } from './popup-glance';
import { answer, keysStartingWith, walkCursor } from './raw-cursor';
import {
  DATABASE_NAME,
  MONITOR_ORDER_INDEX,
  NATIVE_SCHEMA_VERSION,
  OPEN_INCIDENTS_INDEX,
} from './schema';

/**
 * The popup's and the door view's first screens read with raw IndexedDB, so they paint before
 * Dexie (about 30 KB gzip) has loaded; Dexie's live queries take over after the first paint with
 * the same answer (popup-glance.ts, monitor-window.ts, ticket-queries.ts doorView;
 * tests/unit/storage/first-paint.test.ts holds each pair to it). Read-only, one transaction.
 * The door's read is in door-first-paint.ts: the popup does not load the door's queries first.
 *
 * `null` means "no first screen from here; wait for Dexie": no database yet (first run), one
 * not yet upgraded to this version's schema, a newer one without a store read here, or any
 * failure to read it.
 */

/** A table of GatehouseDatabase, by its name: the stores read here are named by the Dexie schema. */
export type TableName = {
  [K in keyof GatehouseDatabase]: GatehouseDatabase[K] extends { schema: unknown } ? K : never;
}[keyof GatehouseDatabase];

/** Every store and index read here, for the test that checks Dexie's schema has them. */
export const FIRST_PAINT_INDEXES: Partial<Record<TableName, string[]>> = {
  monitors: [MONITOR_ORDER_INDEX],
  categories: ['name'],
  incidents: ['status', OPEN_INCIDENTS_INDEX],
  outbox: ['recordKey'],
  syncState: [],
  museumHours: [],
  timedResumes: [],
  glanceCounts: [],
  tickets: ['ticketDate'],
  ticketImages: [],
  events: [],
};

/** How long the first screen waits for the database to open; it opens in milliseconds. */
const OPEN_PATIENCE_MS = 1_000;

/** The highest string IndexedDB orders (Dexie's startsWith uses it too). */
export const MAX_STRING = String.fromCharCode(65535);

/**
 * The database as it is, if it has this version's schema or a newer release's with the stores
 * read here (worker-database.ts uses one as it is); never creates or upgrades it.
 */
async function openCurrent(): Promise<IDBDatabase | null> {
  const opening = openExisting(DATABASE_NAME);
  // An open waits behind a delete or an upgrade that another connection holds up (the worker's
  // rebuild, worker-database.ts): the page must not wait with it, it renders and says so.
  const database = await waitAtMost(opening, OPEN_PATIENCE_MS, null);
  if (!database) {
    void opening.then((late) => late?.close());
    return null;
  }
  const stores = Object.keys(FIRST_PAINT_INDEXES);
  // Older: the background has not upgraded it yet, and its stores may differ from ours.
  if (
    database.version < NATIVE_SCHEMA_VERSION ||
    !stores.every((name) => database.objectStoreNames.contains(name))
  ) {
    database.close();
    return null;
  }
  return database;
}

/** The first `limit` values of a cursor, or all it has. */
async function collect<T>(request: IDBRequest<IDBCursorWithValue | null>, limit: number) {
  const kept: T[] = [];
  if (limit < 1) return kept;
  await walkCursor(request, (cursor) => {
    kept.push(cursor.value as T);
    return kept.length < limit;
  });
  return kept;
}

/** Opens the database, runs `read` in one read-only transaction over `stores`, and closes it. */
export async function readOnce<T>(
  stores: TableName[] | 'all',
  read: (store: (name: TableName) => IDBObjectStore, names: DOMStringList) => Promise<T>,
): Promise<T | null> {
  const database = await openCurrent();
  if (!database) return null;
  try {
    const names = database.objectStoreNames;
    const transaction = database.transaction(stores === 'all' ? [...names] : stores, 'readonly');
    return await read((name) => transaction.objectStore(name), names);
  } catch (error) {
    console.error('Gatehouse: the first screen could not be read', error);
    return null;
  } finally {
    database.close();
  }
}

/**
 * The popup's first screen: the glance (popupGlance) and the first `rows` monitors in list order.
 * The accounts may still be on their way from browser.storage: only the answer needs them.
 *
 * All but how many monitors there are: counting 10,000 rows walks them all in IndexedDB, which
 * alone takes longer than the rest of the first screen. Until the live query counts them, the
 * list is as long as the rows read (the rows in view do not move when it grows) and
 * `monitorCount`, which the popup reads only as "are there any", is that many.
 */
export function readPopupFirstPaint(
  query: Omit<GlanceQuery, 'accounts'> & { accounts: Awaitable<GlanceQuery['accounts']> },
  rows: number,
) {
  // Every store: a blocked write names its record, which may live in any of them.
  return readOnce('all', async (store, names) => {
    const listed = store('monitors').index(MONITOR_ORDER_INDEX);
    const incidents = store('incidents');
    const syncState = store('syncState');
    const outbox = answer(store('outbox').getAll() as IDBRequest<Required<OutboxRow>[]>).then(
      async (writes) => {
        const blocked = blockedWritesOf(writes);
        const records = blocked.map(({ blocker }) =>
          names.contains(blocker.table)
            ? answer(store(blocker.table as TableName).get(blocker.recordId))
            : undefined,
        );
        return {
          writes,
          blocked: await Promise.all(
            blocked.map(async (write, at) =>
              blockedWriteSummary(write, recordName(write.blocker, await records[at])),
            ),
          ),
        };
      },
    );
    const read = await awaitAll({
      firstRows: answer(listed.getAll(null, rows) as IDBRequest<MonitorRow[]>),
      downCount: readGlanceCount(store, 'monitorsDown'),
      categories: answer(
        store('categories').index('name').getAll() as IDBRequest<RecordOf<'categories'>[]>,
      ),
      monitorsSync: answer(syncState.get('monitors') as IDBRequest<SyncStateRow | undefined>),
      museumSync: answer(syncState.get('museumHours') as IDBRequest<SyncStateRow | undefined>),
      incidentsSync: answer(syncState.get('incidents') as IDBRequest<SyncStateRow | undefined>),
      openCount: readGlanceCount(store, 'incidentsOpen'),
      newestOpen: collect<RecordOf<'incidents'>>(
        incidents.index(OPEN_INCIDENTS_INDEX).openCursor(keysStartingWith('open'), 'prev'),
        query.incidentsShown,
      ),
      hours: answer(
        store('museumHours').get(query.today) as IDBRequest<RecordOf<'museumHours'> | undefined>,
      ),
      resumes: answer(store('timedResumes').getAll() as IDBRequest<TimedResumeRow[]>),
      todayTickets: answer(
        store('tickets').index('ticketDate').getAll(query.today) as IDBRequest<TicketRow[]>,
      ).then(boughtInOrder),
      outbox,
    });
    const { firstRows, openCount, newestOpen, outbox: written, ...glance } = read;
    const { counts, unsent } = outboxSummaryOf(written.writes, 'monitors');
    const accounts = await query.accounts;
    const full: PopupGlance = {
      ...glance,
      monitorCount: firstRows.length,
      outbox: counts,
      incidents: { count: openCount, newest: newestOpen },
      unsent,
      blocked: written.blocked,
      awaitingSignIn: accounts ? awaitingSignInOf(written.writes, accounts) : NONE_AWAITING,
    };
    const window = {
      count: firstRows.length,
      first: 0,
      rows: firstRows as (MonitorRow | undefined)[],
    };
    return { glance: full, window };
  });
}

type Awaitable<T> = T | Promise<T>;

export type PopupFirstPaint = NonNullable<Awaited<ReturnType<typeof readPopupFirstPaint>>>;
