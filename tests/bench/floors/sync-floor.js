// The sync benchmark's floor, evaluated in the extension's service worker (an expression: the
// benchmark reads this file and calls it). The least work that lands the same data: the same
// monitor pages fetched and parsed, each row given the same derived fields, and all written
// with the raw IndexedDB API in ONE transaction into a store with the same key and indexes as
// Gatehouse's own monitors store (copied from it at run time). Resolves to milliseconds.
async ({ base, email, password, limit }) => {
  const request = (r) =>
    new Promise((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const login = await fetch(`${base}/endpoints/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = await login.json();

  const real = await request(indexedDB.open('gatehouse'));
  const realStore = real.transaction('monitors').objectStore('monitors');
  const keyPath = realStore.keyPath;
  const indexes = [...realStore.indexNames].map((name) => {
    const index = realStore.index(name);
    return { name, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry };
  });
  real.close();
  await request(indexedDB.deleteDatabase('gatehouse-floor'));
  const opening = indexedDB.open('gatehouse-floor', 1);
  opening.onupgradeneeded = () => {
    const store = opening.result.createObjectStore('monitors', { keyPath });
    for (const index of indexes)
      store.createIndex(index.name, index.keyPath, {
        unique: index.unique,
        multiEntry: index.multiEntry,
      });
  };
  const db = await request(opening);

  const started = performance.now();
  const rows = [];
  for (let page = 1; ; page++) {
    const answer = await fetch(`${base}/endpoints/v1/monitors/list?page=${page}&limit=${limit}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    const monitors = (await answer.json()).monitors;
    for (const monitor of monitors) {
      const rank =
        monitor.pause === 'paused'
          ? 1
          : monitor.status === 'down'
            ? 0
            : monitor.status === 'up'
              ? 3
              : 2;
      // The same derived fields the product stores (lib/model/monitor-row.ts toMonitorRow, with
      // lib/model/natural-key.ts, name-words.ts and site.ts written out here: this file runs in
      // the worker as plain text).
      const nameKey = monitor.name.toLowerCase();
      const folded = monitor.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const sortKey = folded.replace(/\d+/g, (digits) => {
        const value = digits.replace(/^0+(?=\d)/, '');
        return `${String(value.length).padStart(3, '0')}${value}`;
      });
      const nameWords = [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
      const url = URL.canParse(monitor.uri) ? new URL(monitor.uri) : null;
      const origin = url && /^https?:$/.test(url.protocol) ? url.origin : undefined;
      rows.push({ ...monitor, rank, nameKey, sortKey, nameWords, origin });
    }
    if (monitors.length < limit) break;
  }
  await new Promise((resolve, reject) => {
    const transaction = db.transaction('monitors', 'readwrite');
    const store = transaction.objectStore('monitors');
    for (const row of rows) store.put(row);
    transaction.oncomplete = resolve;
    transaction.onerror = () => reject(transaction.error);
  });
  const ms = performance.now() - started;
  db.close();
  await request(indexedDB.deleteDatabase('gatehouse-floor'));
  return ms;
};
