import { describe, expect, it } from 'vitest';
import { pauseMonitorFor } from '../../../lib/background/timed-pause';
import { handleSubmitWrite } from '../../../lib/messaging/outbox-handlers';
import { fillStorage, freeStorage } from '../../unit/support/storage-full';
import { useOutboxBed } from '../support/outbox-harness';
import { useSettingsOf } from '../support/outbox-settings';

// A pause or resume by hand replaces the monitor's timed resume, in the one transaction that
// shows and queues it (docs/ARCHITECTURE.md, "The pause flow, hop by hop"): refused, it leaves
// the timed resume as it was.
const bed = useOutboxBed();

async function monitorPausedForAnHour() {
  await useSettingsOf(bed);
  await bed.pull('monitors');
  const running = (await bed.database.monitors.toArray()).find((m) => m.pause === 'active');
  const id = running?.id ?? '';
  expect(await pauseMonitorFor(bed.worker, id, 60)).toMatchObject({ ok: true });
  await expect.poll(() => bed.database.outbox.count()).toBe(0);
  return id;
}

describe('a pause by hand and the timed resume it replaces', () => {
  it('a resume by hand the disk has no room for keeps the timed resume', async () => {
    const id = await monitorPausedForAnHour();
    const timed = await bed.database.timedResumes.get(id);
    expect(timed).toBeDefined();
    fillStorage(['outbox']);
    const result = await handleSubmitWrite(bed.worker, {
      operation: 'pauseMonitor',
      recordId: id,
      payload: { paused: false },
    });
    freeStorage();
    expect(result).toMatchObject({ ok: false });
    expect(await bed.database.monitors.get(id)).toMatchObject({ pause: 'paused' });
    expect(await bed.database.timedResumes.get(id)).toEqual(timed);
  });

  it('a resume by hand that is queued drops the timed resume with it', async () => {
    const id = await monitorPausedForAnHour();
    const result = await handleSubmitWrite(bed.worker, {
      operation: 'pauseMonitor',
      recordId: id,
      payload: { paused: false },
    });
    expect(result).toMatchObject({ ok: true });
    expect(await bed.database.timedResumes.get(id)).toBeUndefined();
    await expect
      .poll(() => bed.server.context.state.monitoring.monitors.get(id)?.pause)
      .toBe('active');
  });
});
