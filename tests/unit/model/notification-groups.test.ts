import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GroupableChange,
  groupChanges,
  groupNotificationId,
  namedFirst,
} from '../../../lib/model/notification-groups';
import { quietSummaryId, summarizeHeld } from '../../../lib/model/quiet-summary';

const change = (
  monitorId: string,
  to: 'up' | 'down',
  category: string | null,
  at = 1_000,
): GroupableChange => ({ monitorId, name: `Monitor ${monitorId}`, to, at, category });

describe('grouping the changes of a sync', () => {
  it('groups by sync, direction and category; monitors of no category make a group of their own', () => {
    const groups = groupChanges([
      change('a', 'down', 'prod'),
      change('b', 'down', 'prod'),
      change('c', 'up', 'prod'),
      change('d', 'down', null),
      change('e', 'down', 'prod', 2_000),
      change('f', 'down', null),
    ]);
    expect(groups.map((g) => [g.at, g.to, g.category, g.changes.map((c) => c.monitorId)])).toEqual([
      [1_000, 'down', 'prod', ['a', 'b']],
      [1_000, 'up', 'prod', ['c']],
      [1_000, 'down', null, ['d', 'f']],
      [2_000, 'down', 'prod', ['e']],
    ]);
  });

  it('every change is in exactly one group, and a group has one id whatever order its changes came in', () => {
    const changes = fc.array(
      fc.record({
        monitorId: fc.uuid(),
        name: fc.string(),
        to: fc.constantFrom('up' as const, 'down' as const),
        at: fc.constantFrom(1_000, 2_000),
        category: fc.constantFrom('prod', 'infra', null),
      }),
    );
    fc.assert(
      fc.property(changes, (list) => {
        const groups = groupChanges(list);
        expect(groups.flatMap((g) => g.changes)).toHaveLength(list.length);
        const ids = groups.map(groupNotificationId);
        expect(new Set(ids).size).toBe(ids.length);
        const again = groupChanges([...list].reverse()).map(groupNotificationId);
        expect(new Set(again)).toEqual(new Set(ids));
      }),
    );
  });

  it('names the first three in the lists’ order and counts the rest', () => {
    expect(namedFirst(['Shop', 'api 10', 'api 9', 'Mail'])).toEqual({
      named: ['api 9', 'api 10', 'Mail'],
      more: 1,
    });
    expect(namedFirst(['B', 'A'])).toEqual({ named: ['A', 'B'], more: 0 });
  });
});

describe('the summary after quiet hours', () => {
  it('counts a monitor that went down and came back in both, and says which are still down', () => {
    const held = [
      { monitorId: 'a', to: 'down' as const, at: 1, seq: 4 },
      { monitorId: 'b', to: 'down' as const, at: 1, seq: 5 },
      { monitorId: 'a', to: 'up' as const, at: 2, seq: 7 },
      { monitorId: 'c', to: 'down' as const, at: 3, seq: 9 },
    ];
    // b and c went down last and are down now; a came back.
    expect(summarizeHeld(held, new Set(['b', 'c']))).toEqual({
      wentDown: 3,
      cameBack: 1,
      stillDown: 2,
    });
    expect(summarizeHeld(held, new Set(['a']))).toEqual({ wentDown: 3, cameBack: 1, stillDown: 0 });
    expect(quietSummaryId(held)).toBe('quiet:4-9');
    expect(quietSummaryId([...held].reverse())).toBe('quiet:4-9');
  });
});
