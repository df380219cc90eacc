import { onTestFinished } from 'vitest';

type Put = IDBObjectStore['put'];

/** fake-indexeddb's own way to queue a request on its transaction (FDBTransaction). */
interface FakeTransaction {
  _execRequestAsync(request: { operation: () => unknown; source: IDBObjectStore }): IDBRequest;
}

const original = { put: IDBObjectStore.prototype.put, add: IDBObjectStore.prototype.add };

/**
 * A full disk for the stores named: every put or add into them (of a row `fits` refuses, when
 * given: a large one, say) fails as Chromium's does, with a `QuotaExceededError` that aborts the
 * whole transaction (its request's error, then the transaction's), and whatever else the
 * transaction wrote is taken back. Undone when the test ends.
 */
export function fillStorage(
  stores: readonly string[],
  fits: (row: unknown) => boolean = () => false,
) {
  // Registered by the test itself: a hook at this module's top level would run for the first
  // file that imports it only, since test files share their modules (vitest.config.ts).
  onTestFinished(freeStorage);
  for (const method of ['put', 'add'] as const) {
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<Put>) {
      if (!stores.includes(this.name) || fits(args[0])) return original[method].apply(this, args);
      return (this.transaction as unknown as FakeTransaction)._execRequestAsync({
        operation: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
        source: this,
      });
    };
  }
}

/** Room again: writes into every store succeed. */
export function freeStorage() {
  IDBObjectStore.prototype.put = original.put;
  IDBObjectStore.prototype.add = original.add;
}
