// The options benchmark's floor: the least work that shows the same list — raw IndexedDB, the
// index the options list reads first ([rank+sortKey]), the same first rows written into a table;
// then every monitor's name held in memory, so a keystroke filters them and rewrites the rows.
const FIRST_SCREEN = 30;
const rows = document.getElementById('rows');
const count = document.querySelector('[data-testid="list-count"]');
const search = document.querySelector('input');
const monitors = [];

function show(list) {
  rows.replaceChildren(
    ...list.slice(0, FIRST_SCREEN).map((monitor) => {
      const row = document.createElement('tr');
      row.dataset.testid = 'record-row';
      for (const text of [monitor.name, monitor.status, monitor.type]) {
        const cell = document.createElement('td');
        cell.textContent = text;
        row.append(cell);
      }
      return row;
    }),
  );
  count.textContent = `${monitors.length} monitors · ${list.length} shown`;
}

search.addEventListener('input', () => {
  const needle = search.value.trim().toLowerCase();
  show(needle ? monitors.filter((m) => m.key.includes(needle)) : monitors);
});

const open = indexedDB.open('gatehouse');
open.onsuccess = () => {
  const cursor = open.result
    .transaction('monitors')
    .objectStore('monitors')
    .index('[rank+sortKey]')
    .openCursor();
  cursor.onsuccess = () => {
    const at = cursor.result;
    if (!at) {
      show(monitors);
      document.body.dataset.loaded = 'all';
      return;
    }
    const { name, status, type, uri } = at.value;
    monitors.push({ name, status, type, key: `${name} ${uri} ${type}`.toLowerCase() });
    if (monitors.length === FIRST_SCREEN) show(monitors);
    at.continue();
  };
};
