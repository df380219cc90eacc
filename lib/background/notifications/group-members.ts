import { storage } from 'wxt/utils/storage';

/**
 * Which monitors a group notification stands for, by its id, so its "Pause 1 h" pauses exactly
 * those after their changes are forgotten (notify.ts). Monitor ids are no secret. Written only by
 * the notification pass, which runs one at a time (runtime/lock.ts), and kept for the latest
 * groups only: an older notification's buttons are long gone from the screen.
 */
const groupMembersItem = storage.defineItem<Record<string, string[]>>('local:notificationGroups', {
  fallback: {},
  version: 1,
});

const GROUPS_KEPT = 20;

/** Keeps a group's monitors before its notification is raised, so a click always finds them. */
export async function keepGroupMembers(notificationId: string, monitorIds: readonly string[]) {
  const kept = await groupMembersItem.getValue();
  const { [notificationId]: _, ...others } = kept;
  const latest = Object.entries(others).slice(-(GROUPS_KEPT - 1));
  await groupMembersItem.setValue({
    ...Object.fromEntries(latest),
    [notificationId]: [...monitorIds],
  });
}

/** The monitors a group notification stands for; none when it is not (or no longer) known. */
export async function groupMembers(notificationId: string): Promise<string[]> {
  return (await groupMembersItem.getValue())[notificationId] ?? [];
}
