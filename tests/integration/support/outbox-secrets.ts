import { expect } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { GatehouseDatabase } from '../../../lib/storage/database';

/** Every row of every table, as text to search for secrets. */
async function everythingIn(database: GatehouseDatabase) {
  const tables = await Promise.all(database.tables.map((table) => table.toArray()));
  return JSON.stringify(tables);
}

/** All of browser.storage.local (the fake one), as text. */
export const browserStorage = async () => JSON.stringify(await fakeBrowser.storage.local.get());

/** Queued secrets wait in browser.storage, never in IndexedDB (docs/ARCHITECTURE.md, "Secrets only in browser storage"). */
export async function expectKeptAside(database: GatehouseDatabase, ...secrets: string[]) {
  const indexedDb = await everythingIn(database);
  const storage = await browserStorage();
  for (const secret of secrets) {
    expect(indexedDb).not.toContain(secret);
    expect(storage).toContain(secret);
  }
}

/** Once no queued write needs them, secrets are nowhere in the extension's storage. */
export async function expectGone(database: GatehouseDatabase, ...secrets: string[]) {
  const everywhere = (await everythingIn(database)) + (await browserStorage());
  for (const secret of secrets) expect(everywhere).not.toContain(secret);
}
