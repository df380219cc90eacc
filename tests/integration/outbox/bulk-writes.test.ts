import { describe, expect, it } from 'vitest';
import { enqueueMany } from '../../../lib/background/outbox/enqueue-many';
import { pauseMonitorFor, resumeDuePauses } from '../../../lib/background/outbox/timed-pause';
import { fillStorage, freeStorage } from '../../unit/support/storage-full';
import { useOutboxBed, writeLines } from '../support/outbox-harness';

const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;

/** The same write to many monitors, as the options list's bulk edits queue it. */
async function queueMany(
  operation: 'pauseMonitor' | 'updateMonitor',
  ids: string[],
  payload: object,
) {
  const { accounts } = await bed.connect();
  return enqueueMany(bed.worker, { operation, recordIds: ids, payload }, accounts);
}

async function cachedMonitors() {
  await bed.pull('monitors');
  const rows = await bed.database.monitors.toArray();
  return {
    running: rows.filter((m) => m.pause === 'active').map((m) => m.id),
    paused: rows.filter((m) => m.pause === 'paused').map((m) => m.id),
    rows,
  };
}

describe('the same write to many records over real HTTP', () => {
  it('queues one write per monitor it changes, none for one already so or gone, and sends each once', async () => {
    const { running, paused } = await cachedMonitors();
    const changed = running.slice(0, 5);
    const already = paused.slice(0, 2);
    expect(already.length).toBe(2);

    const result = await queueMany('pauseMonitor', [...changed, ...already, 'mon_gone'], {
      paused: true,
    });

    expect(result).toEqual({
      ok: true,
      queued: changed.map((recordId) => ({ recordId, seq: expect.any(Number) })),
      unchanged: already,
      missing: ['mon_gone'],
    });
    expect((await bed.rows()).map((row) => row.recordId)).toEqual(changed);
    // Shown paused at once, before anything is sent.
    for (const id of changed) expect((await bed.database.monitors.get(id))?.pause).toBe('paused');
    await bed.flush();
    expect(writeLines(bed.server).sort()).toEqual(
      changed.map((id) => `PATCH /endpoints/v1/monitors/pause/${id}`).sort(),
    );
    for (const id of changed) expect(monitoring().monitors.get(id)?.pause).toBe('paused');
  });

  it('keeps the outbox coalescing: a bulk resume cancels a pause still queued, and nothing is sent', async () => {
    const { running } = await cachedMonitors();
    const [queuedPause = '', stillRunning = ''] = running;
    await bed.queue('pauseMonitor', queuedPause, { paused: true });

    const result = await queueMany('pauseMonitor', [queuedPause, stillRunning], { paused: false });

    // The resume met the pause not yet sent: both cancel out, and the row is as the server has it.
    expect(result).toEqual({
      ok: true,
      queued: [{ recordId: queuedPause, seq: undefined }],
      unchanged: [stillRunning],
      missing: [],
    });
    expect(await bed.rows()).toEqual([]);
    expect((await bed.database.monitors.get(queuedPause))?.pause).toBe('active');
    await bed.flush();
    expect(writeLines(bed.server)).toEqual([]);
  });

  it('a bulk pause of a monitor paused for an hour pauses it for good: it is not resumed later', async () => {
    const { running } = await cachedMonitors();
    const id = running[0] ?? '';
    expect(await pauseMonitorFor(bed.worker, id, 60)).toMatchObject({ ok: true });
    await bed.flush();
    bed.server.context.log.entries.length = 0;

    const result = await queueMany('pauseMonitor', [id], { paused: true });

    // Nothing to send (it is paused already), but its timed resume is gone.
    expect(result).toMatchObject({ ok: true, queued: [], unchanged: [id] });
    expect(await bed.database.timedResumes.get(id)).toBeUndefined();
    expect(await resumeDuePauses(bed.worker, Date.now() + 2 * 60 * 60_000)).toBe(0);
    await bed.flush();
    expect(writeLines(bed.server)).toEqual([]);
    expect((await bed.database.monitors.get(id))?.pause).toBe('paused');
  });

  it('moves monitors to a category with an update of the category alone, leaving those already in it', async () => {
    const { rows } = await cachedMonitors();
    const target = [...monitoring().categories.values()][0]?.id ?? '';
    const inIt = rows.filter((m) => m.category === target).map((m) => m.id);
    const elsewhere = rows.filter((m) => m.category !== target).map((m) => m.id);
    const ids = [...elsewhere.slice(0, 4), ...inIt.slice(0, 2)];

    const result = await queueMany('updateMonitor', ids, { category: target });

    expect(result.ok && result.unchanged).toEqual(inIt.slice(0, 2));
    await bed.flush();
    const puts = bed.server.context.log.entries.filter((e) => e.method === 'PUT');
    expect(puts.map((e) => e.path.split('/').at(-1)).sort()).toEqual(elsewhere.slice(0, 4).sort());
    for (const put of puts) expect(put.body).toEqual({ category: target });
    for (const id of ids) expect(monitoring().monitors.get(id)?.category).toBe(target);
  });

  it('takes records a chunk at a time: the ones past the first chunk are queued too', async () => {
    const { running } = await cachedMonitors();
    const gone = Array.from({ length: 995 }, (_, at) => `mon_gone_${at}`);
    const changed = running.slice(0, 5);

    const result = await queueMany('pauseMonitor', [...gone, ...changed], { paused: true });

    expect(result.ok && result.queued.map((q) => q.recordId)).toEqual(changed);
    expect(result.ok && result.missing).toEqual(gone);
    expect((await bed.rows()).map((row) => row.recordId)).toEqual(changed);
  });

  it('a disk full at the second chunk keeps the first chunk queued and names the records not queued', async () => {
    const { running } = await cachedMonitors();
    const first = running.slice(0, 5);
    const rest = running.slice(5, 10);
    expect(rest.length).toBe(5);
    const gone = Array.from({ length: 495 }, (_, at) => `mon_gone_${at}`);
    // Room for the first chunk's five writes, none after.
    let room = first.length;
    fillStorage(['outbox'], () => room-- > 0);

    const result = await queueMany('pauseMonitor', [...first, ...gone, ...rest], { paused: true });
    freeStorage();

    expect(result).toEqual({
      ok: true,
      queued: first.map((recordId) => ({ recordId, seq: expect.any(Number) })),
      unchanged: [],
      missing: gone,
      notQueued: { recordIds: rest, problem: 'this device’s storage is full' },
    });
    expect((await bed.rows()).map((row) => row.recordId)).toEqual(first);
    for (const id of rest) expect((await bed.database.monitors.get(id))?.pause).toBe('active');
  });

  it('refuses a write carrying a secret before queuing any of it', async () => {
    const { running } = await cachedMonitors();
    await expect(
      queueMany('updateMonitor', running.slice(0, 3), { authPassword: 'not kept here' }),
    ).rejects.toThrow(/secrets/);
    expect(await bed.rows()).toEqual([]);
  });

  it('queues nothing for a payload the operation refuses', async () => {
    const { running } = await cachedMonitors();
    const result = await queueMany('pauseMonitor', running.slice(0, 3), { paused: 'yes' });
    expect(result.ok).toBe(false);
    expect(await bed.rows()).toEqual([]);
  });
});
