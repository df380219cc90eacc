import { useEffect, useState } from 'preact/hooks';
import { INCIDENTS_SHOWN } from '../../components/IncidentStrip';
import { useLiveQuery } from '../../lib/containers/useLiveQuery';
import { isoDate } from '../../lib/model/calendar';
import type { HeldPlace, MonitorFilter } from '../../lib/model/monitor-filter';
import type { MonitorRow } from '../../lib/model/rows';
import { db } from '../../lib/storage/database';
import { monitorWindow } from '../../lib/storage/monitor-window';
import { blockedWriteSummaries, writesAwaitingSignIn } from '../../lib/storage/outbox-queries';
import {
  downMonitorCount,
  museumHoursOn,
  openIncidents,
  outboxCounts,
  unsentRecordIds,
} from '../../lib/storage/queries';
import {
  type Accounts,
  connectionItems,
  currentAccounts,
  effectiveConnections,
  isConfigured,
  notificationMutesItem,
  pollIntervalMinutesItem,
} from '../../lib/storage/settings';

/** Rows read beyond those in view on each side, so scrolling rarely waits for a read. */
const READ_AHEAD_ROWS = 30;
/** The first read: a popup screen's worth and more, before the list has measured itself. */
const FIRST_ROWS = 40;

/**
 * The monitor list, a window at a time (lib/storage/monitor-window.ts): only the rows near the view
 * are in memory, whether the account has 50 monitors or 50,000. `monitors` is an array-like as
 * long as the list, for MonitorList; `onRange` is where the list says which rows are in view.
 */
export function useMonitorWindow(filter: MonitorFilter, held: ReadonlyMap<string, HeldPlace>) {
  const [range, setRange] = useState({ first: 0, end: FIRST_ROWS });
  // One query for the listing and its rows, so a new filter or held row never meets old rows.
  const window = useLiveQuery(
    () => monitorWindow(db, filter, held, range.first, range.end),
    [JSON.stringify(filter), held, range.first, range.end],
  );
  const onRange = (first: number, end: number) => {
    if (first >= range.first && end <= range.end) return;
    setRange({ first: Math.max(0, first - READ_AHEAD_ROWS), end: end + READ_AHEAD_ROWS });
  };
  if (!window) return undefined;
  // Array-like, not a sparse array: V8 would give a 50,000-long array a 50,000-slot store.
  const monitors: { length: number; [index: number]: MonitorRow | undefined } = {
    length: window.count,
  };
  window.rows.forEach((row, at) => {
    monitors[window.first + at] = row;
  });
  return { monitors, onRange };
}

/** Everything else the popup shows, read from IndexedDB: paints at once, re-renders on every sync. */
export function usePopupCache(accounts: Accounts | null) {
  const cache = useLiveQuery(async () => {
    const today = isoDate(Date.now());
    const [
      monitorCount,
      downCount,
      categories,
      monitorsSync,
      museumSync,
      incidentsSync,
      outbox,
      incidents,
      hours,
      resumes,
      unsent,
      blocked,
      awaitingSignIn,
    ] = await Promise.all([
      db.monitors.count(),
      downMonitorCount(db),
      db.categories.orderBy('name').toArray(),
      db.syncState.get('monitors'),
      db.syncState.get('museumHours'),
      db.syncState.get('incidents'),
      outboxCounts(db),
      openIncidents(db, INCIDENTS_SHOWN),
      museumHoursOn(db, today),
      db.timedResumes.toArray(),
      unsentRecordIds(db, 'monitors'),
      blockedWriteSummaries(db),
      // Unknown until Settings are read: say nothing rather than "waiting" for a moment.
      accounts ? writesAwaitingSignIn(db, accounts) : { count: 0, accounts: [] },
    ]);
    return {
      monitorCount,
      downCount,
      categories,
      monitorsSync,
      museumSync,
      incidentsSync,
      outbox,
      incidents,
      hours,
      resumes,
      unsent,
      blocked,
      awaitingSignIn,
    };
  }, [accounts?.monitoring, accounts?.museum]);
  return cache;
}

/** Settings the popup needs, kept current while it is open. */
export function usePopupSettings() {
  const [settings, setSettings] = useState({
    configured: true,
    museumConfigured: true,
    intervalMinutes: 5,
    mutes: {} as Record<string, number>,
    accounts: null as Accounts | null,
  });
  useEffect(() => {
    const load = async () => {
      const [connections, intervalMinutes, mutes] = await Promise.all([
        effectiveConnections(),
        pollIntervalMinutesItem.getValue(),
        notificationMutesItem.getValue(),
      ]);
      setSettings({
        configured: isConfigured(connections.monitoring),
        museumConfigured: isConfigured(connections.museum),
        intervalMinutes,
        mutes,
        accounts: currentAccounts(connections),
      });
    };
    void load();
    // Signing in or out elsewhere changes who writes wait for (WriteAlerts).
    const watched = [pollIntervalMinutesItem, notificationMutesItem, ...connectionItems];
    const unwatch = watched.map((item) => item.watch(load));
    return () => {
      for (const stop of unwatch) stop();
    };
  }, []);
  return settings;
}

export { useOnline } from '../../lib/containers/useOnline';
