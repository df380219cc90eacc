import { parseRouteOverrides } from '../background/api/monitoring/route-overrides';
import {
  monitoringSession,
  signInMonitoring,
  signOutMonitoring,
  testMuseumConnection,
} from '../background/connection-check';
import { flushSoon } from '../background/outbox/flush-schedule';
import { clearLocalDataAndSecrets, releaseHeldWrites } from '../background/outbox/inspector';
import { syncSoon } from '../background/sync/pull-schedule';
import type { ResourceName } from '../background/sync/resources';
import { monitoringRouteOverridesItem } from '../storage/settings';
import type { WorkerDatabase } from '../storage/worker-database';
import { exportLocalData } from '../storage/worker-local-data';
import { onMessage } from './protocol';

/** Connections, export and clearing: the options page's account-level commands. */
export function registerAccountHandlers(open: () => Promise<WorkerDatabase>) {
  /**
   * Writes held for a sign-in go, and the lists sync, once the user has signed in. Not awaited by
   * the answer: the user is told at once whether the server took their sign-in, whatever the
   * database is doing (a background that cannot open it says so on every page).
   */
  const afterSignIn = (resources?: ResourceName[]) =>
    void open()
      .then(async (database) => {
        await releaseHeldWrites(database);
        flushSoon(database);
        syncSoon(database, { userRequested: true, resources });
      })
      .catch((error: unknown) => console.error('Gatehouse: after a sign-in', error));
  onMessage('signIn', async () => {
    const result = await signInMonitoring();
    if (result.ok) afterSignIn();
    return result;
  });
  onMessage('signOut', () => signOutMonitoring());
  onMessage('getSession', () => monitoringSession());
  onMessage('testMuseumConnection', async () => {
    const result = await testMuseumConnection();
    if (result.ok) afterSignIn(['museumHours', 'events']);
    return result;
  });
  onMessage('exportData', async () => exportLocalData(await open()));
  // Only an explicit true deletes tickets: the museum cannot send them again.
  onMessage('clearLocalData', async ({ data }) =>
    clearLocalDataAndSecrets(await open(), { includeTickets: data?.includeTickets === true }),
  );
  onMessage('saveRouteOverrides', async ({ data }) => {
    const text = typeof data?.text === 'string' ? data.text : '';
    const { errors } = parseRouteOverrides(text);
    if (errors.length === 0) await monitoringRouteOverridesItem.setValue(text);
    return { saved: errors.length === 0, errors };
  });
}
