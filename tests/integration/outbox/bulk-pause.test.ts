import { describe, expect, it, vi } from 'vitest';
import { pauseMonitorsUntil, resumeDuePauses } from '../../../lib/background/outbox/timed-pause';
import { useOutboxBed, writeLines } from '../support/outbox-harness';
import { useSettingsOf } from '../support/outbox-settings';

const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const pauseLine = (id: string) => `PATCH /endpoints/v1/monitors/pause/${id}`;

describe('a bulk timed pause over real HTTP', () => {
  it('pauses each running monitor once and at its end resumes them, not the one paused by hand', async () => {
    await useSettingsOf(bed);
    await bed.pull('monitors');
    const running = (await bed.database.monitors.toArray())
      .filter((m) => m.pause === 'active')
      .map((m) => m.id)
      .slice(0, 3);
    const [byHand = '', ...timed] = running;
    await bed.queue('pauseMonitor', byHand, { paused: true });
    await bed.flush();

    const { paused, extended } = await pauseMonitorsUntil(bed.worker, running, Date.now() + 60_000);
    expect({ paused, extended }).toEqual({ paused: 2, extended: 0 });
    // pauseMonitorsUntil starts a flush itself: wait for it rather than race it for the lock.
    for (const id of running)
      await expect.poll(() => monitoring().monitors.get(id)?.pause).toBe('paused');

    await bed.database.timedResumes.toCollection().modify({ resumeAt: Date.now() - 1 });
    expect(await resumeDuePauses(bed.worker)).toBe(2);
    for (const id of timed)
      await expect.poll(() => monitoring().monitors.get(id)?.pause).toBe('active');
    expect(monitoring().monitors.get(byHand)?.pause).toBe('paused');
    expect(writeLines(bed.server).sort()).toEqual(
      [byHand, ...timed, ...timed].map(pauseLine).sort(),
    );
    expect(await bed.database.timedResumes.count()).toBe(0);
  });

  it('sends a queue of independent writes reading the queue once, not once per three sent', async () => {
    await useSettingsOf(bed);
    await bed.pull('monitors');
    const running = (await bed.database.monitors.toArray())
      .filter((m) => m.pause === 'active')
      .map((m) => m.id)
      .slice(0, 24);
    expect(running.length).toBe(24);
    for (const id of running) await bed.queue('pauseMonitor', id, { paused: true });
    const queueReads = vi.spyOn(IDBObjectStore.prototype, 'getAll');

    await bed.flush();

    expect(writeLines(bed.server).sort()).toEqual(running.map(pauseLine).sort());
    expect(await bed.database.outbox.count()).toBe(0);
    // One read finds the 24, one more finds nothing left, and one before and after for the
    // secrets (flush.ts); with a read per 3 sent it was 9 + 2. Reads of other tables (the
    // windows a stored monitor's cover comes from) are not reads of the queue.
    const reads = queueReads.mock.contexts.filter(
      (store) => (store as IDBObjectStore).name === 'outbox',
    ).length;
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(4);
    queueReads.mockRestore();
  });
});
