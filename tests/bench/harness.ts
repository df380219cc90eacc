import type { BrowserContext } from '@playwright/test';
import { DEFAULT_MAX_LIST_RECORDS } from '../../lib/background/api/http/paging';
import type { SyncStateRow } from '../../lib/model/rows';
import { e2eServerPort } from '../e2e/support/e2e-server';
import { launchWithExtension, removeProfile } from '../e2e/support/extension';
import { acquireRunLock } from '../e2e/support/run-lock';
import { cachedMonitorCount, tableRows } from '../e2e/support/worker';
import { startServer } from '../server/start';
import { extensionWithFloors } from './floor-extension';

/**
 * Benchmarks run the e2e build (`npm run build:e2e`), with the floor pages added, against the
 * local server on its port.
 */
/**
 * The account sizes a sync can take: one larger than the list bound fails every sync (README.md,
 * Benchmarks), so it is named as not run instead of ending the whole benchmark.
 */
export function syncableSizes(counts: readonly number[]): number[] {
  const over = counts.filter((count) => count > DEFAULT_MAX_LIST_RECORDS);
  for (const count of over)
    console.log(
      `${count.toLocaleString('en')} monitors: not run, over the list bound of ${DEFAULT_MAX_LIST_RECORDS.toLocaleString('en')} records`,
    );
  return counts.filter((count) => count <= DEFAULT_MAX_LIST_RECORDS);
}

export async function benchEnvironment(monitorCount: number) {
  const release = await acquireRunLock();
  const server = await startServer({ port: e2eServerPort(), monitorCount });
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
