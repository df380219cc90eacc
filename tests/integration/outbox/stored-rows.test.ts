import { describe, expect, it } from 'vitest';
import { discardOutboxItem } from '../../../lib/background/outbox/inspector';
import { useOutboxBed } from '../support/outbox-harness';

// Rows stored by an older version outlive the code that wrote them. One whose operation no longer
// exists must fail visibly and be discardable, never stall the rest of the queue.
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;

describe('rows the current version cannot send', () => {
  it('a stored row whose operation no longer exists fails visibly and does not block the queue', async () => {
    await bed.pull('monitors');
    await bed.database.outbox.add({
      recordKey: 'monitors:mon_1',
      table: 'monitors',
      operation: 'toggleMonitorPause',
      recordId: 'mon_1',
      payload: { paused: true },
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: Date.now(),
    });
    await bed.queue('pauseMonitor', 'mon_2', { paused: true });

    await bed.flush();
    expect(monitoring().monitors.get('mon_2')?.pause).toBe('paused');
    const [stale] = await bed.rows();
    expect(stale).toMatchObject({ operation: 'toggleMonitorPause', state: 'failed' });
    expect(stale?.lastError?.message).toMatch(/no longer/);

    expect(await discardOutboxItem(bed.worker, stale?.seq as number)).toBe(true);
    expect(await bed.rows()).toEqual([]);
  });
});
