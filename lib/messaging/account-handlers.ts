import { parseRouteOverrides } from '../background/api/monitoring/route-overrides';
import {
  monitoringSession,
  signInMonitoring,
  signOutMonitoring,
  testMuseumConnection,
} from '../background/connection-check';
import { releaseHeldWrites } from '../background/outbox/inspector';
import { flushSoon } from '../background/outbox/schedule';
import { syncSoon } from '../background/sync/schedule';
import { clearLocalData, exportLocalData } from '../storage/export';
import { monitoringRouteOverridesItem } from '../storage/settings';
import type { WorkerDatabase } from '../storage/worker-database';
import { onMessage } from './protocol';

/** Connections, export and clearing: the options page's account-level commands. */
export function registerAccountHandlers(open: () => Promise<WorkerDatabase>) {
  onMessage('signIn', async () => {
    const result = await signInMonitoring();
    if (result.ok) {
      const database = await open();
      await releaseHeldWrites(database);
      flushSoon(database);
      syncSoon(database, { userRequested: true });
    }
    return result;
  });
  onMessage('signOut', () => signOutMonitoring());
  onMessage('getSession', () => monitoringSession());
  onMessage('testMuseumConnection', async () => {
    const result = await testMuseumConnection();
    if (result.ok) {
      const database = await open();
      await releaseHeldWrites(database);
      flushSoon(database);
      syncSoon(database, { userRequested: true, resources: ['museumHours', 'events'] });
    }
    return result;
  });
  onMessage('exportData', async () => exportLocalData(await open()));
  // Only an explicit true deletes tickets: the museum cannot send them again.
  onMessage('clearLocalData', async ({ data }) =>
    clearLocalData(await open(), { includeTickets: data?.includeTickets === true }),
  );
  onMessage('saveRouteOverrides', async ({ data }) => {
    const text = typeof data?.text === 'string' ? data.text : '';
    const { errors } = parseRouteOverrides(text);
    if (errors.length === 0) await monitoringRouteOverridesItem.setValue(text);
    return { saved: errors.length === 0, errors };
  });
}
