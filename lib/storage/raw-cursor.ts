/**
 * Every key of a compound index whose first part is `first`, whatever follows: the lowest and
 * highest keys IndexedDB orders (Dexie's minKey and maxKey, as the pages' queries read it).
 */
export const keysStartingWith = (first: IDBValidKey) =>
  IDBKeyRange.bound([first, Number.NEGATIVE_INFINITY], [first, [[]]]);

/** A raw IndexedDB request's result, as a promise (no idb or Dexie: see walkCursor). */
export const answer = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * Walks a raw IndexedDB cursor, calling `visit` at each position until it answers false or the
 * cursor ends. One request callback per step and no promise per row, unlike idb's
 * `await cursor.continue()`: for walks over tens of thousands of rows (a pull's fingerprints,
 * an upgrade's rewrites) and the popup's first read, which runs before idb or Dexie is loaded.
 * Nothing may be awaited in `visit`: the transaction would commit under the walk.
 */
export function walkCursor<Cursor extends IDBCursor>(
  request: IDBRequest<Cursor | null>,
  visit: (cursor: Cursor) => unknown,
): Promise<void> {
  return new Promise((resolve, reject) => {
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor || visit(cursor) === false) return resolve();
      cursor.continue();
    };
  });
}
