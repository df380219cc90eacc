/**
 * Which records of a list are selected for a bulk edit: a set of ids, never a component or a flag
 * per record (a list may show 10,000). `anchor` is the record last clicked, where a shift-click's
 * range starts. Every change answers a new selection; the old one is left as it was.
 */
export interface Selection {
  ids: ReadonlySet<string>;
  anchor: string | null;
}

export const NO_SELECTION: Selection = { ids: new Set(), anchor: null };

/** One record's box set on or off; it becomes the anchor. */
export function toggleOne(selection: Selection, id: string, on: boolean): Selection {
  const ids = new Set(selection.ids);
  if (on) ids.add(id);
  else ids.delete(id);
  return { ids, anchor: id };
}

/**
 * A shift-click: every record shown from the anchor to this one, both included, set as this
 * record's box is set now. Without an anchor in view (none yet, or the search hid it) it is a
 * plain click. The anchor stays, as in file managers: a second shift-click redraws from it.
 */
export function toggleRange(
  selection: Selection,
  shown: readonly string[],
  id: string,
  on: boolean,
): Selection {
  const from = selection.anchor === null ? -1 : shown.indexOf(selection.anchor);
  const to = shown.indexOf(id);
  if (from < 0 || to < 0) return toggleOne(selection, id, on);
  const ids = new Set(selection.ids);
  for (const each of shown.slice(Math.min(from, to), Math.max(from, to) + 1)) {
    if (on) ids.add(each);
    else ids.delete(each);
  }
  return { ids, anchor: selection.anchor };
}

/** How many of the records shown are selected: none, some, or all (the header box's three looks). */
export function shownSelected(selection: Selection, shown: readonly string[]) {
  // Nothing selected, nothing to count: every keystroke of a search asks, over every row shown.
  if (selection.ids.size === 0) return 'none';
  let count = 0;
  for (const id of shown) if (selection.ids.has(id)) count++;
  return count === 0 ? 'none' : count === shown.length ? 'all' : 'some';
}

/**
 * The header box: selects every record shown (the search and filters applied), or, when all of
 * them already are, unselects them. Records selected but not shown stay selected.
 */
export function toggleAllShown(selection: Selection, shown: readonly string[]): Selection {
  const on = shownSelected(selection, shown) !== 'all';
  const ids = new Set(selection.ids);
  for (const id of shown) {
    if (on) ids.add(id);
    else ids.delete(id);
  }
  return { ids, anchor: selection.anchor };
}
