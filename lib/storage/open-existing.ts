/**
 * The database `name` as it is, at whatever version it has, or null when there is none (or it
 * cannot be opened). Never creates one: no version is asked for, so only a missing database
 * upgrades, and aborting that leaves none behind.
 */
export function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
    request.onsuccess = () => {
      const database = request.result;
      // An upgrade or a delete waits for every open connection: never hold one up.
      database.onversionchange = () => database.close();
      resolve(database);
    };
  });
}
