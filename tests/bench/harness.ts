import type { BrowserContext } from '@playwright/test';
import type { SyncStateRow } from '../../lib/model/rows';
import { launchWithExtension, removeProfile } from '../e2e/support/extension';
import { acquireRunLock } from '../e2e/support/run-lock';
import { cachedMonitorCount, tableRows } from '../e2e/support/worker';
import { startServer } from '../server/start';
import { benchServerPort, extensionWithFloors } from './floor-extension';

/**
 * Benchmarks run the bench build (`npm run build:bench`), with the floor pages added, against the
 * local server on its port.
 */
export async function benchEnvironment(monitorCount: number) {
  const release = await acquireRunLock();
  const server = await startServer({ port: benchServerPort(), monitorCount });
  const launched = await launchWithExtension({ extensionDir: extensionWithFloors() });
  return {
    server,
    ...launched,
    async close() {
      await launched.context.close();
      removeProfile(launched.profileDir);
      await server.close();
      release();
    },
  };
}

/** The words of the monitors sync's last failure, if it failed. */
async function monitorsSyncFailure(context: BrowserContext) {
  const states = await tableRows<SyncStateRow>(context, 'syncState').catch(() => []);
  return states.find((state) => state.resource === 'monitors')?.lastError?.message;
}

/**
 * Waits (at most five minutes) until the first sync has cached `count` monitors; ends at once
 * with the sync's own words if it failed (a list longer than the client takes fails every time).
 */
export async function waitForCachedMonitors(context: BrowserContext, count: number) {
  const deadline = Date.now() + 300_000;
  let seen: number | undefined;
  while (Date.now() < deadline) {
    const patience = new Promise<undefined>((r) => setTimeout(r, 5000));
    seen = await Promise.race([cachedMonitorCount(context), patience]);
    if (seen === count) return;
    const failure = await Promise.race([monitorsSyncFailure(context), patience]);
    if (failure) throw new Error(`The first sync of ${count} monitors failed: ${failure}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The first sync cached ${seen} of ${count} monitors in five minutes`);
}
