import { overallState } from '../../model/overall-state';
import {
  effectiveConnections,
  isConfigured,
  pollIntervalMinutesItem,
} from '../../storage/settings';
import type { WorkerDatabase } from '../../storage/worker-database';
import { downMonitorCount, unsentWriteCount } from '../../storage/worker-queries';
import { readSyncState } from '../runtime/sync-state';
import { badgeFor } from './badge';
import { toolbarAction } from './toolbar-action';

/** The facts the popup header reads too, as the background sees them. */
async function readGlanceFacts(database: WorkerDatabase, now: number) {
  const [monitorsSync, downCount, pendingWrites, intervalMinutes, connections] = await Promise.all([
    readSyncState(database, 'monitors'),
    downMonitorCount(database),
    unsentWriteCount(database),
    pollIntervalMinutesItem.getValue(),
    effectiveConnections(),
  ]);
  return {
    configured: isConfigured(connections.monitoring),
    online: globalThis.navigator?.onLine !== false,
    monitorsSync,
    downCount,
    intervalMinutes,
    now,
    pendingWrites,
  };
}

/** Repaints the toolbar icon's badge and tooltip: the glance without opening anything. */
export async function updateBadge(database: WorkerDatabase, now = Date.now()) {
  const facts = await readGlanceFacts(database, now);
  const badge = badgeFor(overallState(facts), facts);
  const action = toolbarAction();
  await Promise.all([
    action.setBadgeText({ text: badge.text }),
    action.setBadgeBackgroundColor({ color: badge.color }),
    action.setTitle({ title: badge.title }),
  ]);
  return badge;
}
