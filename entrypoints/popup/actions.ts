import { browser } from 'wxt/browser';
import { sendMessage } from '../../lib/messaging/protocol';
import {
  monitoringBaseUrlItem,
  monitoringCredentialsItem,
  museumBaseUrlItem,
  museumCredentialsItem,
  notificationMutesItem,
} from '../../lib/settings';

/** What the popup's buttons do. Every server change goes to the background as a command. */
export const popupActions = {
  togglePause: (monitorId: string, paused: boolean) =>
    sendMessage('submitWrite', {
      operation: 'pauseMonitor',
      recordId: monitorId,
      payload: { paused },
    }),

  pauseFor: (monitorId: string, hours: number) =>
    sendMessage('pauseMonitorFor', { monitorId, minutes: hours * 60 }),

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

  /** Gives up on a write the server refused (the user's choice; its change is undone). */
  discardWrite: (seq: number) => sendMessage('discardOutboxItem', { seq }),

  openMonitor: (monitorId: string) =>
    browser.tabs.create({
      url: browser.runtime.getURL(`/options.html#/monitors/${encodeURIComponent(monitorId)}`),
    }),

  /** Points Gatehouse at the local demo server (`npm run server`) with its demo accounts. */
  tryDemo: async () => {
    await monitoringBaseUrlItem.setValue('http://127.0.0.1:4010');
    await monitoringCredentialsItem.setValue({ username: 'demo@example.com', password: 'demo' });
    await museumBaseUrlItem.setValue('http://127.0.0.1:4010/v1.1');
    await museumCredentialsItem.setValue({ username: 'demo', password: 'demo' });
    await sendMessage('refresh', {});
  },
};
