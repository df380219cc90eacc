import { browser } from 'wxt/browser';
import type { BulkPauseScope } from '../../components/BulkPause';
import { strings } from '../../components/strings';
import { sendMessage } from '../../lib/messaging/protocol';
import { type MonitorFilter, NO_FILTER } from '../../lib/model/monitor-filter';
import { doorPath, monitorDetailPath } from '../../lib/model/monitor-link';
import { type SitePage, siteMonitorName } from '../../lib/model/site';
import { openBesidePages } from '../../lib/platform/side-panel';
import {
  buildDefaults,
  connectionItems,
  monitoringBaseUrlItem,
  monitoringCredentialsItem,
  notificationMutesItem,
} from '../../lib/storage/settings';
import { activeSitePage } from './first-screen';

/** The server this build was made for, if any: the demo the first run may offer. */
export const demoAddress = buildDefaults.monitoringBaseUrl;

/** The filter a bulk pause's choice of monitors lists; `listed` is the popup's own. */
export function filterOfScope(scope: BulkPauseScope, listed: MonitorFilter): MonitorFilter {
  if (scope.kind === 'all') return NO_FILTER;
  if (scope.kind === 'listed') return listed;
  return { ...NO_FILTER, category: scope.id };
}

/** What the popup's buttons do. Every server change goes to the background as a command. */
export const popupActions = {
  /** Returns why the background did not take it (a full disk), or null when it is queued. */
  togglePause: async (monitorId: string, paused: boolean): Promise<string | null> => {
    try {
      const result = await sendMessage('submitWrite', {
        operation: 'pauseMonitor',
        recordId: monitorId,
        payload: { paused },
      });
      return result.ok ? null : result.fieldErrors.map((error) => error.message).join(' ');
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  },

  pauseFor: (monitorId: string, hours: number) =>
    sendMessage('pauseMonitorFor', { monitorId, minutes: hours * 60 }),

  /** The bulk pause; answers words for the user when nothing was paused, else null. */
  pauseMany: async (scope: BulkPauseScope, listed: MonitorFilter, until: number) => {
    const filter = filterOfScope(scope, listed);
    try {
      const { paused, extended } = await sendMessage('pauseListedUntil', { filter, until });
      return paused + extended === 0 ? strings.bulkPauseNone : null;
    } catch (error) {
      return strings.bulkPauseFailed(error instanceof Error ? error.message : String(error));
    }
  },

  /** Snoozing is a local preference: no server involved. */
  snooze: async (monitorId: string, hours = 1) => {
    const mutes = await notificationMutesItem.getValue();
    await notificationMutesItem.setValue({ ...mutes, [monitorId]: Date.now() + hours * 3600_000 });
  },

  /** Returns a message for the user, or null when the comment is queued. */
  comment: async (incidentId: string, comment: string) => {
    const result = await sendMessage('submitWrite', {
      operation: 'commentOnIncident',
      recordId: incidentId,
      payload: { comment },
    });
    return result.ok ? null : result.fieldErrors.map((error) => error.message).join(' ');
  },

  activeSitePage,

  /**
   * "Monitor this site": an http monitor of the page's origin, through the same typed write as
   * Settings' "Create monitor" (queued offline like any write). Returns a message for the user,
   * or null when it is queued.
   */
  monitorSite: async (page: SitePage): Promise<string | null> => {
    try {
      const result = await sendMessage('submitWrite', {
        operation: 'createMonitor',
        payload: { type: 'http', name: siteMonitorName(page), uri: page.origin },
      });
      if (result.ok) return null;
      return strings.thisSite.notQueued(result.fieldErrors.map((error) => error.message).join(' '));
    } catch (error) {
      return strings.thisSite.notQueued(error instanceof Error ? error.message : String(error));
    }
  },

  /** Gives up on a write the server refused (the user's choice; its change is undone). */
  discardWrite: (seq: number) => sendMessage('discardOutboxItem', { seq }),

  openMonitor: (monitorId: string) =>
    browser.tabs.create({ url: browser.runtime.getURL(monitorDetailPath(monitorId)) }),

  /** The door view on this ticket, in a tab of its own as the ticket wallet opens it. */
  openDoor: (ticketId: string) =>
    browser.tabs.create({
      url: browser.runtime.getURL(doorPath(ticketId)),
    }),

  /**
   * Goes back to the server this build names (a demo or test build's .env file; see README
   * "Configuration"): only offered when there is one (`demoAddress`). If nothing answers there,
   * the saved settings are put back and the user is told so, rather than left looking at nothing.
   */
  tryDemo: async (museumToo: boolean): Promise<string | null> => {
    const items = museumToo ? connectionItems : [monitoringBaseUrlItem, monitoringCredentialsItem];
    const saved = await Promise.all(items.map((item) => item.getValue()));
    // null means "the build's default" (lib/storage/settings.ts).
    await Promise.all(items.map((item) => item.setValue(null)));
    const result = await sendMessage('signIn', {}).catch(() => ({ ok: false }) as const);
    if (result.ok) return null;
    await Promise.all(items.map((item, i) => item.setValue(saved[i] as never)));
    return strings.demoSilent(demoAddress ?? '');
  },

  /**
   * "Keep open beside pages": the glance moves to the side panel, which stays open while the user
   * clicks around, and the popup, which would not, closes. Must run straight from the click
   * (lib/platform/side-panel.ts says why). Returns a message for the user if the browser refused:
   * then the popup stays, the glance still in front of them.
   */
  keepOpenBesidePages: (): Promise<string | null> =>
    openBesidePages().then(
      () => {
        window.close();
        return null;
      },
      (error: unknown) =>
        strings.keepOpenFailed(error instanceof Error ? error.message : String(error)),
    ),
};
