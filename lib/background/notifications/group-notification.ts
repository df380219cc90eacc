import { browser } from 'wxt/browser';
import { isolated } from '../../model/bidi';
import {
  type ChangeGroup,
  type GroupableChange,
  groupNotificationId,
  namedFirst,
} from '../../model/notification-groups';
import type { StatusAnnouncementRow } from '../../model/transitions';
import { conjunctionText, plural } from '../../platform/i18n';
import type { WorkerDatabase } from '../../storage/worker-database';
import { keepGroupMembers } from './group-members';

export type GroupedChange = StatusAnnouncementRow & GroupableChange;

/** The monitor's category when the notification is raised: null for none, or a monitor gone. */
export async function withCategories(
  database: WorkerDatabase,
  changes: readonly StatusAnnouncementRow[],
): Promise<GroupedChange[]> {
  const monitors = database.transaction('monitors').store;
  const rows = await Promise.all(changes.map((change) => monitors.get(change.monitorId)));
  return changes.map((change, i) => ({ ...change, category: rows[i]?.category || null }));
}

/** "4 monitors down in Production": the category by its name, when it still has one. */
async function groupTitle(database: WorkerDatabase, group: ChangeGroup<GroupedChange>) {
  const count = group.changes.length;
  const category = group.category ? await database.get('categories', group.category) : undefined;
  const down = group.to === 'down';
  if (!category?.name)
    return down ? plural('notifyGroupDown', count) : plural('notifyGroupUp', count);
  const name = [isolated(category.name)];
  return down ? plural('notifyGroupDownIn', count, name) : plural('notifyGroupUpIn', count, name);
}

/** "Shop, API, Mail and 2 more". */
function groupNames(group: ChangeGroup<GroupedChange>) {
  const { named, more } = namedFirst(group.changes.map((change) => change.name));
  const names = named.map(isolated);
  return conjunctionText(more ? [...names, plural('notifyGroupMore', more)] : names);
}

/**
 * Raises one notification for a group of changes. Its buttons act on the group (the monitors
 * are kept under its id first, group-members.ts); Firefox shows none (`buttons`).
 */
export async function announceGroup(
  database: WorkerDatabase,
  group: ChangeGroup<GroupedChange>,
  buttons: object,
) {
  const id = groupNotificationId(group);
  await keepGroupMembers(
    id,
    group.changes.map((change) => change.monitorId),
  );
  await browser.notifications.create(id, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: await groupTitle(database, group),
    message: groupNames(group),
    ...(group.to === 'down' ? buttons : {}),
  });
}
