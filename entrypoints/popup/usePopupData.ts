import { useEffect, useState } from 'preact/hooks';
import { useLiveQuery } from '../../components/useLiveQuery';
import { db } from '../../lib/db/database';
import {
  downMonitorCount,
  monitorsForGlance,
  museumHoursOn,
  openIncidents,
  outboxCounts,
  unsentRecordIds,
  upcomingTickets,
} from '../../lib/db/queries';
import {
  effectiveConnections,
  notificationMutesItem,
  pollIntervalMinutesItem,
} from '../../lib/settings';
import { isoDate } from '../../lib/sync/calendar';

/** Everything the popup shows, read from IndexedDB: paints at once, re-renders on every sync. */
export function usePopupCache() {
  return useLiveQuery(async () => {
    const today = isoDate(Date.now());
    const [monitors, categories, monitorsSync, outbox, incidents, hours, tickets, resumes, unsent] =
      await Promise.all([
        monitorsForGlance(db),
        db.categories.orderBy('name').toArray(),
        db.syncState.get('monitors'),
        outboxCounts(db),
        openIncidents(db),
        museumHoursOn(db, today),
        upcomingTickets(db, today),
        db.timedResumes.toArray(),
        unsentRecordIds(db, 'monitors'),
      ]);
    return {
      monitors,
      categories,
      monitorsSync,
      outbox,
      incidents,
      hours,
      tickets,
      resumes,
      unsent,
    };
  });
}

/** Settings the popup needs, kept current while it is open. */
export function usePopupSettings() {
  const [settings, setSettings] = useState({
    configured: true,
    intervalMinutes: 5,
    mutes: {} as Record<string, number>,
  });
  useEffect(() => {
    const load = async () => {
      const [connections, intervalMinutes, mutes] = await Promise.all([
        effectiveConnections(),
        pollIntervalMinutesItem.getValue(),
        notificationMutesItem.getValue(),
      ]);
      const configured = Boolean(
        connections.monitoring.baseUrl && connections.monitoring.credentials,
      );
      setSettings({ configured, intervalMinutes, mutes });
    };
    void load();
    const unwatch = [pollIntervalMinutesItem.watch(load), notificationMutesItem.watch(load)];
    return () => {
      for (const stop of unwatch) stop();
    };
  }, []);
  return settings;
}

/** navigator.onLine, kept current. */
export function useOnline() {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  return online;
}
