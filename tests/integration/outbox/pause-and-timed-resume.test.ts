import { describe, expect, it } from 'vitest';
import { settleSuccess } from '../../../lib/background/outbox/settle';
import { pauseMonitorFor } from '../../../lib/background/outbox/timed-pause';
import { writeOperationNamed } from '../../../lib/background/outbox/writes/all-writes';
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

  it('a timed pause queued behind a pause in flight keeps its resume when that pause is answered', async () => {
    // No account in Settings: nothing here is sent but what the test settles by hand.
    await bed.pull('monitors');
    const monitor = (await bed.database.monitors.toArray()).find((m) => m.pause === 'active');
    const id = monitor?.id ?? '';
    await bed.queue('pauseMonitor', id, { paused: true });
    const [pause] = await bed.rows();
    await bed.database.outbox.update(pause?.seq as number, { state: 'in-flight' });
    // Rows of their own, not folded into the one in flight: a resume by hand, then a timed pause.
    const resume = await bed.queue('pauseMonitor', id, { paused: false });
    expect(await pauseMonitorFor(bed.worker, id, 60)).toMatchObject({ ok: true });
    const timed = await bed.database.timedResumes.get(id);
    expect(timed).toBeDefined();
    expect((await bed.rows()).map((row) => [row.seq, row.payload])).toEqual([
      [pause?.seq, { paused: true }],
      [resume.seq, { paused: false }],
      [expect.any(Number), { paused: true }],
    ]);

    // The pause in flight is answered: the rows queued behind it are laid again over the answer,
    // their local change only (operation.ts, whenQueued).
    const operation = writeOperationNamed('pauseMonitor');
    if (!pause || !operation) throw new Error('no queued pause');
    await settleSuccess(bed.worker, { ...pause, seq: pause.seq as number }, operation, {
      ...monitor,
      pause: 'paused',
    });
    expect(await bed.database.monitors.get(id)).toMatchObject({ pause: 'paused' });
    expect(await bed.database.timedResumes.get(id)).toEqual(timed);
  });
});
