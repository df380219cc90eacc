// The sync benchmark's floor, evaluated in the extension's service worker (an expression: the
// benchmark reads this file and calls it). The least work that lands the same data: the same
// monitor pages fetched and parsed, each row given the same derived fields (all but the
// fingerprint, so its index holds no entries: stricter, not kinder), and all written with the
// raw IndexedDB API in ONE transaction into a store with the same key and indexes as
// Gatehouse's own monitors store (copied from it at run time). Resolves to milliseconds.
//
// Into which store:
// - 'kept': one store kept between runs (each benchmark size runs on a profile of its own),
//   emptied beforehand by a call with `emptyOnly`, as the benchmark's cold sync writes into
//   Gatehouse's store emptied by "Clear local data". IndexedDB writes rows where the same rows
//   were just deleted more slowly than into a database made a moment before: `npm run
//   bench:sync` prints both floors.
// - 'new': a database made for the run and deleted after it.
async ({ base, email, password, limit, database, emptyOnly = false }) => {
  const request = (r) =>
    new Promise((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const committed = (transaction) =>
    new Promise((resolve, reject) => {
      transaction.oncomplete = resolve;
      transaction.onabort = () => reject(transaction.error ?? new Error('The floor was aborted'));
    });

  const real = await request(indexedDB.open('gatehouse'));
  const realStore = real.transaction('monitors').objectStore('monitors');
  const keyPath = realStore.keyPath;
  const indexes = [...realStore.indexNames].map((name) => {
    const index = realStore.index(name);
    return { name, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry };
  });
  real.close();
  const name = database === 'new' ? 'gatehouse-floor-new' : 'gatehouse-floor';
  if (database === 'new') await request(indexedDB.deleteDatabase(name));
  const opening = indexedDB.open(name, 1);
  opening.onupgradeneeded = () => {
    const store = opening.result.createObjectStore('monitors', { keyPath });
    for (const index of indexes)
      store.createIndex(index.name, index.keyPath, {
        unique: index.unique,
        multiEntry: index.multiEntry,
      });
  };
  const db = await request(opening);
  if (emptyOnly) {
    const emptying = db.transaction('monitors', 'readwrite');
    emptying.objectStore('monitors').clear();
    await committed(emptying);
    db.close();
    return 0;
  }

  const login = await fetch(`${base}/endpoints/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = await login.json();

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
          ? 3
          : monitor.status === 'down'
            ? 0
            : monitor.status === 'up'
              ? 2
              : 1;
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
  const writing = db.transaction('monitors', 'readwrite');
  const store = writing.objectStore('monitors');
  for (const row of rows) store.put(row);
  await committed(writing);
  const ms = performance.now() - started;
  db.close();
  if (database === 'new') await request(indexedDB.deleteDatabase(name));
  return ms;
};
