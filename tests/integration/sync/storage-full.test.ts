import { describe, expect, it } from 'vitest';
import { connectionState } from '../../../lib/model/connection-state';
import { fillStorage, freeStorage } from '../../unit/support/storage-full';
import { useSyncBed } from '../support/sync-bed';

// A pull the disk has no room for keeps the list the user had, says why in the sync state the
// pages show, and the next sync tries again (docs/ERRORS.md, "A full disk").
const sync = useSyncBed();
const { bed } = sync;

/** The server renames a monitor, so the next pull has something to write. */
function renameOnServer(id: string, name: string) {
  Object.assign(bed.server.context.state.monitoring.monitors.get(id) ?? {}, { name });
}

describe('a pull the disk has no room for', () => {
  it('keeps the saved list and says plainly that the device is full', async () => {
    const saved = await sync.seedMonitors();
    renameOnServer('mon_1', 'Renamed on the server');
    fillStorage(['monitors']);
    const [outcome] = await sync.run(['monitors'], { userRequested: true });
    await sync.expectFailed(
      outcome,
      'storage-full',
      /^Sync of monitors: not saved, this device’s storage is full\. The saved list is kept; Gatehouse tries again at the next sync\.$/,
    );
    await sync.expectMonitorsKept(saved);
    // The footer names the device, not the server, as the trouble.
    expect(connectionState(true, await sync.state('monitors'), true)).toBe('storage-full');
  });

  it('the next sync tries again by itself, and lands once there is room', async () => {
    await sync.seedMonitors();
    renameOnServer('mon_1', 'Renamed on the server');
    fillStorage(['monitors']);
    const failedAt = Date.now();
    await sync.run(['monitors'], { userRequested: true });
    const state = await sync.state('monitors');
    // Retried automatically, after a backoff: not held for a sign-in or a user's fix.
    expect(state.notBefore).toBeGreaterThan(failedAt);
    freeStorage();
    const [outcome] = await sync.run(['monitors'], { now: () => state.notBefore + 1 });
    expect(outcome?.result).toBe('synced');
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({
      name: 'Renamed on the server',
    });
    expect(await sync.state('monitors')).toMatchObject({ lastError: null });
  });
});
