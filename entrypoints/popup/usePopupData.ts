import { useEffect, useState } from 'preact/hooks';
import { useLiveQuery } from '../../components/useLiveQuery';
import { db } from '../../lib/db/database';
import { blockedWriteSummaries, writesAwaitingSignIn } from '../../lib/db/outbox-queries';
import {
  downMonitorCount,
  monitorsForGlance,
  museumHoursOn,
  openIncidents,
  outboxCounts,
  unsentRecordIds,
} from '../../lib/db/queries';
import {
  type Accounts,
  connectionItems,
  currentAccounts,
  effectiveConnections,
  isConfigured,
  notificationMutesItem,
  pollIntervalMinutesItem,
} from '../../lib/settings';
import { isoDate } from '../../lib/sync/calendar';

/** Rows read for the first paint: a popup screen's worth, so 10,000 cached monitors don't delay it. */
const FIRST_PAINT_ROWS = 40;

/**
 * Everything the popup shows, read from IndexedDB: paints at once, re-renders on every sync.
 * The first read takes only the top of the list; the whole list follows in the next frame.
 */
export function usePopupCache(accounts: Accounts | null) {
  const [firstPaintDone, setFirstPaintDone] = useState(false);
  const cache = useLiveQuery(async () => {
    const today = isoDate(Date.now());
    const [
      monitors,
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
      monitorsForGlance(db, firstPaintDone ? undefined : FIRST_PAINT_ROWS),
      downMonitorCount(db),
      db.categories.orderBy('name').toArray(),
      db.syncState.get('monitors'),
      db.syncState.get('museumHours'),
      db.syncState.get('incidents'),
      outboxCounts(db),
      openIncidents(db),
      museumHoursOn(db, today),
      db.timedResumes.toArray(),
      unsentRecordIds(db, 'monitors'),
      blockedWriteSummaries(db),
      // Unknown until Settings are read: say nothing rather than "waiting" for a moment.
      accounts ? writesAwaitingSignIn(db, accounts) : { count: 0, accounts: [] },
    ]);
    return {
      monitors,
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
  }, [firstPaintDone, accounts?.monitoring, accounts?.museum]);
  useEffect(() => {
    if (cache && !firstPaintDone) requestAnimationFrame(() => setFirstPaintDone(true));
  }, [cache, firstPaintDone]);
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

export { useOnline } from '../../components/useOnline';
