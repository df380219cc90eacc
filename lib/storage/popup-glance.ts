import { awaitAll } from './await-all';
import type { GatehouseDatabase } from './database';
import { blockedWriteSummaries, NONE_AWAITING, writesAwaitingSignIn } from './outbox-queries';
import {
  downMonitorCount,
  monitorCount,
  museumHoursOn,
  openIncidents,
  outboxCounts,
  unsentRecordIds,
} from './queries';
import type { Accounts } from './settings';
import { todayTickets } from './ticket-queries';

/** What the popup's glance needs besides the monitor rows: the date, who is signed in, how many incidents it lists. */
export interface GlanceQuery {
  today: string;
  /** null until Settings are read: writes waiting for a sign-in are then not counted. */
  accounts: Accounts | null;
  incidentsShown: number;
}

/**
 * Everything the popup shows besides the monitor list, read through Dexie (the popup runs it in a
 * liveQuery). first-paint.ts reads the same with raw IndexedDB for the first screen;
 * tests/unit/storage/first-paint.test.ts holds the two to the same answer.
 */
export async function popupGlance(database: GatehouseDatabase, query: GlanceQuery) {
  return awaitAll({
    monitorCount: monitorCount(database),
    downCount: downMonitorCount(database),
    categories: database.categories.orderBy('name').toArray(),
    monitorsSync: database.syncState.get('monitors'),
    museumSync: database.syncState.get('museumHours'),
    incidentsSync: database.syncState.get('incidents'),
    outbox: outboxCounts(database),
    incidents: openIncidents(database, query.incidentsShown),
    hours: museumHoursOn(database, query.today),
    resumes: database.timedResumes.toArray(),
    todayTickets: todayTickets(database, query.today),
    unsent: unsentRecordIds(database, 'monitors'),
    blocked: blockedWriteSummaries(database),
    // Unknown until Settings are read: say nothing rather than "waiting" for a moment.
    awaitingSignIn: query.accounts ? writesAwaitingSignIn(database, query.accounts) : NONE_AWAITING,
  });
}

export type PopupGlance = Awaited<ReturnType<typeof popupGlance>>;
