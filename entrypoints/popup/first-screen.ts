import { browser } from 'wxt/browser';
import { isoDate } from '../../lib/model/calendar';
import { INCIDENTS_SHOWN } from '../../lib/model/glance-size';
import { type SitePage, sitePage } from '../../lib/model/site';
import { windowsApi } from '../../lib/platform/optional-apis';
import { type PopupFirstPaint, readPopupFirstPaint } from '../../lib/storage/first-paint';
import {
  type Accounts,
  currentAccounts,
  effectiveConnections,
  isConfigured,
  notificationMutesItem,
  pollIntervalMinutesItem,
} from '../../lib/storage/settings';

/*
 * What the popup reads before its first render, and nothing more: main.tsx starts these reads
 * before the rest of the popup (Preact, App) has loaded, so this module keeps to what they need.
 */

/** The first read: a popup screen's worth and more, before the list has measured itself. */
export const FIRST_ROWS = 40;

/**
 * What the popup's first screen shows, read before it renders with raw IndexedDB and without
 * Dexie (lib/storage/first-paint.ts), and the settings and the page under the popup it needs,
 * asked at the same time; null parts are then read the usual way once the popup has painted.
 */
export async function readFirstScreen(): Promise<FirstScreen> {
  const settings = readPopupSettings();
  const data = readPopupFirstPaint(
    {
      today: isoDate(Date.now()),
      accounts: settings.then((read) => read.accounts),
      incidentsShown: INCIDENTS_SHOWN,
    },
    FIRST_ROWS,
  );
  const site = activeSitePage();
  return { settings: await settings, data: await data, site: await site };
}

export interface FirstScreen {
  settings: PopupSettings;
  data: PopupFirstPaint | null;
  /** The page in the tab under the popup (useThisSite), null when there is none to offer. */
  site: SitePage | null;
}

/** Settings the popup needs, as they are now. */
export async function readPopupSettings() {
  const [connections, intervalMinutes, mutes] = await Promise.all([
    effectiveConnections(),
    pollIntervalMinutesItem.getValue(),
    notificationMutesItem.getValue(),
  ]);
  return {
    configured: isConfigured(connections.monitoring),
    museumConfigured: isConfigured(connections.museum),
    intervalMinutes,
    mutes,
    accounts: currentAccounts(connections) as Accounts | null,
  };
}

export type PopupSettings = Awaited<ReturnType<typeof readPopupSettings>>;

/**
 * The page in the tab the popup was opened over: the active tab of the last focused normal
 * window (the popup itself is none, nor a window of its own). Its address and title are only
 * visible with `activeTab` (granted by opening the popup) or host access; without, null.
 */
export async function activeSitePage(): Promise<SitePage | null> {
  try {
    // Firefox for Android has no windows, and opens the popup as a tab of its own: no page under it.
    const windows = windowsApi();
    if (!windows) return null;
    const { id: windowId } = await windows.getLastFocused({ windowTypes: ['normal'] });
    const [tab] = await browser.tabs.query({ active: true, windowId });
    return sitePage(tab);
  } catch {
    return null; // no normal window: nothing to offer
  }
}
