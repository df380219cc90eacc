import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monitorsSpec } from '../../../entrypoints/options/resources/monitors';
import { initialListView, rowsInView } from '../../../entrypoints/options/section-shell/list-view';
import {
  NO_SELECTION,
  type Selection,
  shownSelected,
  toggleAllShown,
  toggleOne,
  toggleRange,
} from '../../../entrypoints/options/section-shell/selection';
import { toMonitorRow } from '../../../lib/model/monitor-row';
import type { Monitor } from '../../../lib/model/monitoring/types';
import { NO_LOOKUPS } from '../support/no-lookups';
import { seedMonitor } from '../support/seed-monitor';

/** A list shown (distinct ids, in order), a selection of any ids, and an anchor among them. */
const listAndSelection = fc
  .uniqueArray(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 30 })
  .chain((shownNumbers) =>
    fc.record({
      shown: fc.constant(shownNumbers.map((n) => `m${n}`)),
      selected: fc.uniqueArray(fc.integer({ min: 0, max: 60 }).map((n) => `m${n}`)),
      anchor: fc.option(fc.constantFrom(...shownNumbers.map((n) => `m${n}`))),
      clicked: fc.constantFrom(...shownNumbers.map((n) => `m${n}`)),
      on: fc.boolean(),
    }),
  );

const selectionOf = (ids: readonly string[], anchor: string | null = null): Selection => ({
  ids: new Set(ids),
  anchor,
});

describe('a list selection', () => {
  it('a shift-click sets every row from the anchor to the one clicked, both included, and no other', () => {
    fc.assert(
      fc.property(listAndSelection, ({ shown, selected, anchor, clicked, on }) => {
        const before = selectionOf(selected, anchor);
        const after = toggleRange(before, shown, clicked, on);
        const [from, to] = [shown.indexOf(anchor ?? clicked), shown.indexOf(clicked)].sort(
          (a, b) => a - b,
        );
        const range = new Set(shown.slice(from, (to as number) + 1));
        for (const id of new Set([...shown, ...selected])) {
          const expected = range.has(id) ? on : before.ids.has(id);
          expect(after.ids.has(id)).toBe(expected);
        }
        // Nothing outside the list shown and the old selection comes in.
        for (const id of after.ids) expect(range.has(id) || before.ids.has(id)).toBe(true);
        // The old selection is left as it was.
        expect([...before.ids]).toEqual([...new Set(selected)]);
      }),
    );
  });

  it('a range runs either way, and a second shift-click redraws it from the same anchor', () => {
    const shown = ['a', 'b', 'c', 'd', 'e'];
    const anchored = toggleOne(NO_SELECTION, 'd', true);
    const upwards = toggleRange(anchored, shown, 'b', true);
    expect([...upwards.ids].sort()).toEqual(['b', 'c', 'd']);
    expect(upwards.anchor).toBe('d');
    const further = toggleRange(upwards, shown, 'e', true);
    expect([...further.ids].sort()).toEqual(['b', 'c', 'd', 'e']);
    // Unticking with shift unticks the range.
    expect([...toggleRange(further, shown, 'c', false).ids].sort()).toEqual(['b', 'e']);
  });

  it('a shift-click with no anchor in view (none yet, or the search hid it) selects only that row', () => {
    const shown = ['a', 'b', 'c'];
    expect([...toggleRange(NO_SELECTION, shown, 'b', true).ids]).toEqual(['b']);
    const hiddenAnchor = selectionOf(['z'], 'z');
    const after = toggleRange(hiddenAnchor, shown, 'c', true);
    expect([...after.ids].sort()).toEqual(['c', 'z']);
    expect(after.anchor).toBe('c');
  });

  it('"select all shown" adds what is shown, then takes only that away, never a row not shown', () => {
    fc.assert(
      fc.property(listAndSelection, ({ shown, selected }) => {
        const before = selectionOf(selected);
        const hiddenSelected = selected.filter((id) => !shown.includes(id));
        const all = toggleAllShown(before, shown);
        if (shownSelected(before, shown) === 'all') {
          expect([...all.ids].sort()).toEqual([...hiddenSelected].sort());
        } else {
          expect(shownSelected(all, shown)).toBe('all');
          expect([...all.ids].sort()).toEqual([...new Set([...selected, ...shown])].sort());
          expect([...toggleAllShown(all, shown).ids].sort()).toEqual([...hiddenSelected].sort());
        }
      }),
    );
  });

  it('"select all shown" under a search and the Paused filter selects exactly the paused monitors matching', () => {
    const monitors = Array.from({ length: 200 }, (_, at) =>
      toMonitorRow(
        seedMonitor({
          id: `mon_${at}`,
          name: `${at % 2 ? 'eu' : 'us'}-node ${at}`,
          pause: at % 3 === 0 ? 'paused' : 'active',
        }) as Monitor,
      ),
    );
    const view = {
      ...initialListView(monitorsSpec),
      search: 'eu-',
      filters: { Status: 'paused' },
    };
    const shown = rowsInView(monitorsSpec, monitors, NO_LOOKUPS, view).map(monitorsSpec.idOf);
    const wanted = monitors
      .filter((m) => m.name.startsWith('eu-') && m.pause === 'paused')
      .map((m) => m.id);
    const selected = toggleAllShown(selectionOf(['mon_0']), shown);
    expect([...selected.ids].sort()).toEqual(['mon_0', ...wanted].sort());
    expect(shownSelected(selected, shown)).toBe('all');
    expect(shownSelected(selectionOf(['mon_0']), shown)).toBe('none');
  });
});
