import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { waitAtMost } from '../../../lib/storage/await-all';
import { db } from '../../../lib/storage/database';

/**
 * Test files share one module graph per vitest worker (`isolate: false` in vitest.config.ts), so
 * what a file changes on shared objects would reach the files after it. This setup file runs again
 * before every test file and resets what files are known to change:
 * - IndexedDB: every database the files before made is deleted (connections that close when
 *   asked, Dexie's and the worker's own in lib/storage/worker-database.ts, close and are
 *   forgotten), and the file gets an empty fake IndexedDB of its own;
 * - the fake browser: its APIs and functions as first loaded (files add Chrome's side panel, take
 *   APIs away as on Android, replace `notifications.create`);
 * - after the file: fake timers, stubbed globals and environment variables, and spies.
 * Not reset: state the product's modules keep in memory (the worker's locks, its sends in flight,
 * its wake-up timers). A file must not leave such work running when it ends; the databases it
 * would write to are gone.
 */
type Api = Record<string, unknown>;
interface Pristine {
  apis: Map<string, unknown>;
  members: Map<string, Map<string, unknown>>;
}

const browser = fakeBrowser as unknown as Record<string, unknown>;
const holder = globalThis as { pristineFakeBrowser?: Pristine };

function isApi(value: unknown): value is Api {
  return typeof value === 'object' && value !== null;
}

function snapshot(): Pristine {
  const apis = new Map(Object.entries(browser));
  const members = new Map<string, Map<string, unknown>>();
  for (const [name, api] of apis) if (isApi(api)) members.set(name, new Map(Object.entries(api)));
  return { apis, members };
}

function restore({ apis, members }: Pristine) {
  for (const name of Object.keys(browser)) if (!apis.has(name)) delete browser[name];
  for (const [name, api] of apis) {
    browser[name] = api;
    const kept = members.get(name);
    if (!kept || !isApi(api)) continue;
    for (const key of Object.keys(api)) if (!kept.has(key)) delete api[key];
    for (const [key, value] of kept) api[key] = value;
  }
}

/** How long a database of an earlier file may take to delete; one a test left open never does. */
const DELETE_PATIENCE_MS = 1_000;

async function deleteEvery(factory: IDBFactory) {
  for (const { name } of await factory.databases()) {
    if (name === undefined) continue;
    const request = factory.deleteDatabase(name);
    const deleted = new Promise((resolve, reject) => {
      request.onsuccess = resolve;
      request.onerror = () => reject(request.error);
    });
    await waitAtMost(deleted, DELETE_PATIENCE_MS, undefined);
  }
}

await deleteEvery(globalThis.indexedDB);
// fake-indexeddb/auto (the setup file before this one) made the global writable. Dexie takes the
// factory from its dependencies when a database object is made.
globalThis.indexedDB = new IDBFactory();
Dexie.dependencies.indexedDB = globalThis.indexedDB;
// The pages' one database object (lib/storage/database.ts) is made once per worker, on the
// factory of that moment: closed and pointed at this file's, it opens there, empty, when the file
// first uses it, where the worker's own code (which opens `indexedDB` as it finds it) does too.
// Dexie keeps the factory in a field of its own; a Dexie without it must fail here, not leak.
const dexieDependencies = db as unknown as { _deps?: { indexedDB: IDBFactory } };
if (!dexieDependencies._deps) throw new Error('Dexie no longer keeps its factory in _deps');
db.close({ disableAutoOpen: false });
dexieDependencies._deps.indexedDB = globalThis.indexedDB;

holder.pristineFakeBrowser ??= snapshot();
restore(holder.pristineFakeBrowser);
fakeBrowser.reset();
// As WxtVitest's own setup does; again here, since the undoing below takes these stubs away too.
vi.stubGlobal('chrome', fakeBrowser);
vi.stubGlobal('browser', fakeBrowser);

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
