// The popup benchmark's floor: the least work that shows the same first screen — raw IndexedDB,
// the same index the popup reads ([rank+sortKey]), the same first 40 rows, written into the DOM.
const FIRST_SCREEN = 40;
const open = indexedDB.open('gatehouse');
open.onsuccess = () => {
  const cursor = open.result
    .transaction('monitors')
    .objectStore('monitors')
    .index('[rank+sortKey]')
    .openCursor();
  const list = document.getElementById('rows');
  let shown = 0;
  cursor.onsuccess = () => {
    const at = cursor.result;
    if (!at || shown === FIRST_SCREEN) return;
    const row = document.createElement('li');
    row.dataset.testid = 'monitor-row';
    row.textContent = `${at.value.name} — ${at.value.status}`;
    list.append(row);
    shown += 1;
    at.continue();
  };
};
