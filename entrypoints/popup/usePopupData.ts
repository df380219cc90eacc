import { useEffect, useState } from 'preact/hooks';
import { useAfterFirstPaint, useLiveQuery } from '../../lib/containers/useLiveQuery';
import { isoDate } from '../../lib/model/calendar';
import { INCIDENTS_SHOWN } from '../../lib/model/glance-size';
import type { HeldPlace, MonitorFilter } from '../../lib/model/monitor-filter';
import type { MonitorRow } from '../../lib/model/rows';
import {
  type Accounts,
  connectionItems,
  notificationMutesItem,
  pollIntervalMinutesItem,
} from '../../lib/storage/settings';
import {
  FIRST_ROWS,
  type FirstScreen,
  type PopupSettings,
  readPopupSettings,
} from './first-screen';

/** The popup's Dexie reads, loaded after the first paint. */
export const loadLiveReads = () => import('./live-reads');

/** Rows read beyond those in view on each side, so scrolling rarely waits for a read. */
const READ_AHEAD_ROWS = 30;

/**
 * The monitor list, a window at a time (lib/storage/monitor-window.ts): only the rows near the view
 * are in memory, whether the account has 50 monitors or 50,000. `monitors` is an array-like as
 * long as the list, for MonitorList; `onRange` is where the list says which rows are in view.
 */
export function useMonitorWindow(
  filter: MonitorFilter,
  held: ReadonlyMap<string, HeldPlace>,
  firstScreen?: FirstScreen,
) {
  const [range, setRange] = useState({ first: 0, end: FIRST_ROWS });
  const live = useAfterFirstPaint(loadLiveReads);
  // One query for the listing and its rows, so a new filter or held row never meets old rows.
  const window = useLiveQuery(
    live && (() => live.monitorWindow(live.db, filter, held, range.first, range.end)),
    [JSON.stringify(filter), held, range.first, range.end],
    firstScreen?.data?.window,
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
export function usePopupCache(accounts: Accounts | null, firstScreen?: FirstScreen) {
  const live = useAfterFirstPaint(loadLiveReads);
  return useLiveQuery(
    live &&
      (() =>
        live.popupGlance(live.db, {
          today: isoDate(Date.now()),
          accounts,
          incidentsShown: INCIDENTS_SHOWN,
        })),
    [accounts?.monitoring, accounts?.museum],
    firstScreen?.data?.glance,
  );
}

/** Until Settings are read. */
const ASSUMED_SETTINGS: PopupSettings = {
  configured: true,
  museumConfigured: true,
  intervalMinutes: 5,
  mutes: {},
  accounts: null,
};

/** Settings the popup needs, kept current while it is open. */
export function usePopupSettings(firstScreen?: FirstScreen) {
  const [settings, setSettings] = useState(firstScreen?.settings ?? ASSUMED_SETTINGS);
  useEffect(() => {
    const load = async () => {
      const read = await readPopupSettings();
      // The same settings kept as they are: reading them again must not render the popup again.
      setSettings((now) => (JSON.stringify(now) === JSON.stringify(read) ? now : read));
    };
    // Signing in or out elsewhere changes who writes wait for (WriteAlerts).
    const watched = [pollIntervalMinutesItem, notificationMutesItem, ...connectionItems];
    const unwatch = watched.map((item) => item.watch(load));
    // Read once watching: what the first screen read may have changed before (effects run after
    // the first frame is on screen, render-page.ts).
    void load();
    return () => {
      for (const stop of unwatch) stop();
    };
  }, []);
  return settings;
}

export { useOnline } from '../../lib/containers/useOnline';
