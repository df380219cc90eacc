import { type BrowserContext, expect, type Page } from '@playwright/test';
import { backgroundWorker } from './extension';

/**
 * Looks inside the running extension from the test, through its service worker: the badge, the
 * notifications it raised, and what IndexedDB holds. Read-only, except `ageSync`, which stands in
 * for time passing.
 */
export async function badge(context: BrowserContext) {
  const worker = await backgroundWorker(context);
  return worker.evaluate(async () => ({
    text: await chrome.action.getBadgeText({}),
    title: await chrome.action.getTitle({}),
  }));
}

export async function notificationIds(context: BrowserContext): Promise<string[]> {
  const worker = await backgroundWorker(context);
  return worker.evaluate(async () => Object.keys(await chrome.notifications.getAll()));
}

/**
 * Resolves once the first monitors pull has landed (the demo account's list is written in one
 * transaction). A health forced at the server before then is that pull's first sighting of the
 * monitor, which announces nothing: a test of a change announced forces it after this.
 */
export async function firstMonitorsPullLanded(context: BrowserContext) {
  await expect.poll(async () => (await tableRows(context, 'monitors')).length).toBeGreaterThan(0);
}

/** Rows of one Dexie table, read with the plain IndexedDB API (no app code involved). */
export async function tableRows<T = Record<string, unknown>>(
  context: BrowserContext,
  table: string,
): Promise<T[]> {
  const worker = await backgroundWorker(context);
  return worker.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('gatehouse');
        // Never create the database ourselves: an empty one would block Dexie's own upgrade.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve([]);
          }
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            db.close(); // an open connection would block the app's next schema upgrade
            resolve(request.result as T[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    table,
  );
}

/**
 * Monitors in the cache, counted with the plain IndexedDB API; undefined while no worker runs
 * (between a stop and the next wake-up).
 */
export async function cachedMonitorCount(context: BrowserContext): Promise<number | undefined> {
  const worker = context.serviceWorkers()[0];
  return worker?.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('gatehouse');
        // Never create it: an empty database left open would block Dexie's own upgrade.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('monitors')) return resolve(0);
          const count = db.transaction('monitors').objectStore('monitors').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );
}

/** Pretends the last good sync of `resource` was `minutes` ago. */
export async function ageSync(context: BrowserContext, resource: string, minutes: number) {
  const worker = await backgroundWorker(context);
  await worker.evaluate(
    ({ resource, minutes }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('gatehouse');
        open.onsuccess = () => {
          const store = open.result.transaction('syncState', 'readwrite').objectStore('syncState');
          const get = store.get(resource);
          get.onsuccess = () => {
            const put = store.put({ ...get.result, lastSuccessAt: Date.now() - minutes * 60_000 });
            put.onsuccess = () => {
              open.result.close();
              resolve();
            };
            put.onerror = () => reject(put.error);
          };
        };
      }),
    { resource, minutes },
  );
}

/** Everything in the extension's browser.storage.local, where queued writes' secrets wait. */
export async function storageLocal(context: BrowserContext): Promise<Record<string, unknown>> {
  const worker = await backgroundWorker(context);
  return worker.evaluate(() => chrome.storage.local.get(null));
}

/** A test precondition: the demo data must have such a record. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo data has no ${what}`);
  return value;
}

/**
 * Writes rows straight into one Dexie table with the plain IndexedDB API, as a cache written by
 * an older version (or an odd-but-valid answer) would hold them. Open pages do not hear of it
 * (liveQuery only sees Dexie's own writes): open or reload the page afterwards.
 */
export async function putRows(context: BrowserContext, table: string, rows: unknown[]) {
  const worker = await backgroundWorker(context);
  await worker.evaluate(
    ({ table, rows }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('gatehouse');
        open.onsuccess = () => {
          const transaction = open.result.transaction(table, 'readwrite');
          for (const row of rows) transaction.objectStore(table).put(row);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
        open.onerror = () => reject(open.error);
      }),
    { table, rows },
  );
}

/**
 * The timed pauses as a browser kept closed past their end finds them at its next start: due a
 * moment ago. Their alarm stays where it was (later), so nothing resumes them before the browser
 * closes; the next start does (entrypoints/background.ts, onStartup). A test that waited for the
 * wall clock instead would wait as long as the pause. Answers how many there are.
 */
export async function makeTimedPausesDue(context: BrowserContext): Promise<number> {
  const resumes = await tableRows<{ resumeAt: number }>(context, 'timedResumes');
  const due = Date.now() - 1_000;
  await putRows(
    context,
    'timedResumes',
    resumes.map((row) => ({ ...row, resumeAt: due })),
  );
  return resumes.length;
}

/** What `countReadWriteTransactions` saw: the stores of each read-write transaction, in order. */
export type ReadWriteTransactions = () => Promise<string[]>;

/**
 * Counts, from now on, the read-write IndexedDB transactions the worker opens (every one goes
 * through IDBDatabase.prototype.transaction, idb's too). Answers a reader of their scopes.
 */
export async function countReadWriteTransactions(
  context: BrowserContext,
): Promise<ReadWriteTransactions> {
  const worker = await backgroundWorker(context);
  await worker.evaluate(() => {
    const seen: string[] = [];
    const original = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (
      this: IDBDatabase,
      ...args: Parameters<IDBDatabase['transaction']>
    ) {
      const [stores, mode] = args;
      if (mode === 'readwrite') seen.push([stores].flat().join(' '));
      return original.apply(this, args);
    };
    Object.assign(globalThis, { readWriteTransactions: seen });
  });
  return () =>
    worker.evaluate(() => [
      ...(globalThis as unknown as { readWriteTransactions: string[] }).readWriteTransactions,
    ]);
}

/**
 * Whether the worker holds and waits for no Web Lock: no sync round, from its start to its last
 * step, and no flush is running.
 */
export async function workerIdle(context: BrowserContext): Promise<boolean> {
  const worker = await backgroundWorker(context);
  return worker.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return held.length === 0 && pending.length === 0;
  });
}

/**
 * A full disk for new outbox rows, as Chromium refuses a write it has no room for: the add fails
 * with a QuotaExceededError, and its transaction is aborted whole.
 */
export async function refuseNewOutboxRows(context: BrowserContext) {
  const worker = await backgroundWorker(context);
  await worker.evaluate(() => {
    const original = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['add']>
    ) {
      if (this.name !== 'outbox') return original.apply(this, args);
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

/**
 * Stops the extension's service worker as Chrome stops an idle one (through the DevTools
 * protocol), and returns once Chrome reports it stopped. A message sent while it is still stopping
 * can go to the dying worker and never be answered; one sent after wakes a new worker.
 */
export async function stopServiceWorker(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const stopped = new Promise<void>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (versions.length > 0 && versions.every((v) => v.runningStatus === 'stopped')) resolve();
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
  await cdp.detach();
}
