import { useMemo, useState } from 'preact/hooks';
import {
  NO_SELECTION,
  type Selection,
  shownSelected,
  toggleAllShown,
  toggleOne,
  toggleRange,
} from './selection';
import type { ResourceSpec } from './spec';

/**
 * A list's selection for its bulk edits (none when the spec offers none): the ids, and the
 * clicks on a row's box (shift: the range from the last one) and on the header's ("all shown").
 */
export function useListSelection<Row>(spec: ResourceSpec<Row>, shown: readonly Row[]) {
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const bulk = spec.bulk;
  // Made when first asked for: with nothing selected, a keystroke that shows 100,000 rows does
  // not list their ids.
  const shownIds = useMemo(() => {
    let ids: string[] | undefined;
    return () => {
      ids ??= bulk ? shown.map(spec.idOf) : [];
      return ids;
    };
  }, [bulk, shown, spec]);
  const shownState = useMemo(
    () => (selection.ids.size === 0 ? 'none' : shownSelected(selection, shownIds())),
    [selection, shownIds],
  );
  const selectedShown = useMemo(() => {
    if (selection.ids.size === 0) return 0;
    const inView = new Set(shownIds());
    return [...selection.ids].filter((id) => inView.has(id)).length;
  }, [selection, shownIds]);
  return {
    bulk,
    selection,
    shownState,
    selectedShown,
    click: (id: string, on: boolean, range: boolean) =>
      setSelection((old) =>
        range ? toggleRange(old, shownIds(), id, on) : toggleOne(old, id, on),
      ),
    toggleShown: () => setSelection((old) => toggleAllShown(old, shownIds())),
    clear: () => setSelection(NO_SELECTION),
  };
}
