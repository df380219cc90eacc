import { storage } from 'wxt/utils/storage';
import { groupTimeOf } from '../../model/notification-groups';

/**
 * Which monitors a group notification stands for, by its id, so its "Pause 1 h" pauses exactly
 * those after their changes are forgotten (notify.ts). Monitor ids are no secret. Written only by
 * the notification pass, which runs one at a time (runtime/lock.ts), and kept for a day after
 * the sync that made the group (its id carries that time): a fleet may make dozens of groups in one
 * sync, and a notification's buttons are gone from the screen long before a day is out.
 */
const groupMembersItem = storage.defineItem<Record<string, string[]>>('local:notificationGroups', {
  fallback: {},
  version: 1,
});

const KEPT_FOR_MS = 24 * 60 * 60_000;

/** Keeps a group's monitors before its notification is raised, so a click always finds them. */
export async function keepGroupMembers(notificationId: string, monitorIds: readonly string[]) {
  const kept = await groupMembersItem.getValue();
  const newest = groupTimeOf(notificationId);
  const recent = Object.entries(kept).filter(
    ([id]) => id !== notificationId && groupTimeOf(id) > newest - KEPT_FOR_MS,
  );
  await groupMembersItem.setValue({
    ...Object.fromEntries(recent),
    [notificationId]: [...monitorIds],
  });
}

/** The monitors a group notification stands for; none when it is not (or no longer) known. */
export async function groupMembers(notificationId: string): Promise<string[]> {
  return (await groupMembersItem.getValue())[notificationId] ?? [];
}
