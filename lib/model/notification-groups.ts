import { naturalSortKey } from './natural-key';
import type { Health } from './transitions';

/** What grouping needs to know of a confirmed change. */
export interface GroupableChange {
  monitorId: string;
  name: string;
  to: Health;
  /** When the sync that confirmed it ran: changes of one sync share it. */
  at: number;
  /** The monitor's category id; null for none. */
  category: string | null;
}

/** Changes of one sync, one direction and one category: told in one notification. */
export interface ChangeGroup<Change extends GroupableChange> {
  at: number;
  to: Health;
  category: string | null;
  changes: Change[];
}

/** How many names a group's notification spells out before "and 3 more". */
const NAMED_IN_GROUP = 3;

/**
 * Groups changes by the sync that confirmed them, their direction and their monitor's category,
 * in the order the changes came (a group where its first change was).
 */
export function groupChanges<Change extends GroupableChange>(
  changes: readonly Change[],
): ChangeGroup<Change>[] {
  const groups = new Map<string, ChangeGroup<Change>>();
  for (const change of changes) {
    const key = JSON.stringify([change.at, change.to, change.category]);
    const group = groups.get(key) ?? {
      at: change.at,
      to: change.to,
      category: change.category,
      changes: [],
    };
    group.changes.push(change);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export const GROUP_NOTIFICATION_PREFIX = 'group:';

/**
 * A group's notification id: the same sync, direction and category make the same id, so a pass
 * run again after the worker was stopped between raising and forgetting replaces its notification.
 */
export function groupNotificationId(group: ChangeGroup<GroupableChange>): string {
  return `${GROUP_NOTIFICATION_PREFIX}${group.at}:${group.to}:${group.category ?? ''}`;
}

/** When the sync that made a group ran, read back from its notification id (0 if none). */
export function groupTimeOf(notificationId: string): number {
  const at = Number(notificationId.slice(GROUP_NOTIFICATION_PREFIX.length).split(':')[0]);
  return Number.isFinite(at) ? at : 0;
}

/**
 * The names a group's notification spells out, in the lists' order (natural-key.ts), and how many
 * it leaves to "and N more".
 */
export function namedFirst(names: readonly string[], shown = NAMED_IN_GROUP) {
  const sorted = names
    .map((name) => ({ name, key: naturalSortKey(name) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ name }) => name);
  return { named: sorted.slice(0, shown), more: Math.max(0, names.length - shown) };
}
