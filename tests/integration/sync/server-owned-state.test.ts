import { describe, expect, it } from 'vitest';
import { pauseMonitorsUntil, resumeDuePauses } from '../../../lib/background/outbox/timed-pause';
import { writeLines } from '../support/outbox-harness';
import { useSettingsOf } from '../support/outbox-settings';
import { useSyncBed } from '../support/sync-bed';

/*
 * A pause is the server's state. Gatehouse remembers when to end the pauses it made, but whether
 * a monitor is paused is read from the server at every sync: a server that restarts and forgets,
 * or a colleague who resumes, is believed.
 */
const sync = useSyncBed();
const monitoring = () => sync.bed.server.context.state.monitoring;
const pauseLine = (id: string) => `PATCH /endpoints/v1/monitors/pause/${id}`;

/** Signed in and synced: the ids of the monitors running, as the cache has them. */
async function syncedRunning() {
  await useSettingsOf(sync.bed);
  await sync.run(['monitors']);
  const monitors = await sync.bed.database.monitors.toArray();
  return monitors.filter((m) => m.pause === 'active').map((m) => m.id);
}

describe('a bulk pause the server forgot', () => {
  it('the next sync matches the server, and the end resumes only what Gatehouse paused and is still paused', async () => {
    const { bed } = sync;
    const running = (await syncedRunning()).slice(0, 4);
    await pauseMonitorsUntil(bed.worker, running, Date.now() + 3_600_000);
    for (const id of running)
      await expect.poll(() => monitoring().monitors.get(id)?.pause).toBe('paused');
    await expect.poll(() => bed.database.outbox.count()).toBe(0);

    // The server restarts and forgets the pauses; then someone pauses one of them again there.
    await fetch(`${bed.server.url}/__control/restart`, { method: 'POST' });
    const [again = '', ...forgotten] = running;
    const monitor = monitoring().monitors.get(again);
    if (monitor) monitor.pause = 'paused';
    await sync.run(['monitors'], { userRequested: true });

    for (const id of forgotten)
      expect((await bed.database.monitors.get(id))?.pause, id).toBe('active');
    expect(await bed.database.timedResumes.toCollection().primaryKeys()).toEqual([again]);
    expect((await sync.state('monitors')).warning).toBe(
      'The server shows 3 monitors running that Gatehouse had paused for a set time: they were resumed there, or the server lost the pause. Gatehouse will not resume them.',
    );

    const before = writeLines(bed.server).length;
    await bed.database.timedResumes.toCollection().modify({ resumeAt: Date.now() - 1 });
    expect(await resumeDuePauses(bed.worker)).toBe(1);
    await expect.poll(() => monitoring().monitors.get(again)?.pause).toBe('active');
    await expect.poll(() => bed.database.outbox.count()).toBe(0);
    expect(writeLines(bed.server).slice(before)).toEqual([pauseLine(again)]);
    for (const id of forgotten) expect(monitoring().monitors.get(id)?.pause, id).toBe('active');
  });

  it('a timed pause the server refused stops counting at the next sync', async () => {
    const { bed } = sync;
    const [id = ''] = await syncedRunning();
    sync.fault(`/endpoints/v1/monitors/pause/${id}`, { kind: 'status', status: 422, times: 1 });
    await pauseMonitorsUntil(bed.worker, [id], Date.now() + 3_600_000);
    await expect.poll(async () => (await bed.rows())[0]?.state).toBe('failed');
    expect((await bed.database.monitors.get(id))?.pause).toBe('active');
    await sync.run(['monitors'], { userRequested: true });
    expect(await bed.database.timedResumes.count()).toBe(0);
  });

  it('a timed resume whose monitor the cache shows running sends nothing', async () => {
    const { bed } = sync;
    const [id = ''] = await syncedRunning();
    await bed.database.timedResumes.put({ monitorId: id, resumeAt: Date.now() - 1 });
    const before = writeLines(bed.server).length;
    expect(await resumeDuePauses(bed.worker)).toBe(0);
    expect(await bed.database.outbox.count()).toBe(0);
    expect(await bed.database.timedResumes.count()).toBe(0);
    expect(writeLines(bed.server).slice(before)).toEqual([]);
  });
});
