import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  isNewSince,
  lastedFor,
  lookedAt,
  TIMELINE_KEPT_MS,
  TIMELINE_MAX_ENTRIES,
  type TimelineChange,
} from '../../../lib/model/timeline';
import type { GatehouseDatabase } from '../../../lib/storage/database';
import { recentChanges } from '../../../lib/storage/timeline-queries';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { pruneTimeline, recordTimeline } from '../../../lib/storage/worker-timeline';
import { writeTables } from '../../../lib/storage/worker-writes';
import { useFreshDatabases } from '../support/fresh-databases';
import { pullMonitors, serverMonitor } from '../support/monitor-pull';

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.notifications.create = vi.fn().mockResolvedValue('id') as never;
});
const freshDatabase = useFreshDatabases();

const DAY = 24 * 60 * 60_000;
const MINUTE = 60_000;

async function record(
  database: GatehouseDatabase,
  changes: { monitorId?: string; change: TimelineChange; at: number }[],
  recordedAt = Date.now(),
) {
  const worker = await openWorkerDatabase(database.name);
  const seen = changes.map(({ monitorId = 'm1', ...change }) => ({
    monitorId,
    name: `Monitor ${monitorId}`,
    ...change,
  }));
  await writeTables(worker, ['timeline'], (transaction) =>
    recordTimeline(transaction, seen, recordedAt),
  );
}

/** What the options page lists: each change, newest first, with how long it lasted. */
async function listed(database: GatehouseDatabase) {
  const { entries } = await recentChanges(database, 100);
  return entries.map((entry) => ({
    monitorId: entry.monitorId,
    change: entry.change,
    lasted: lastedFor(entry),
  }));
}

describe('how long a recent change lasted', () => {
  it('lasts until the same monitor’s next change, and the latest one still does', async () => {
    const database = freshDatabase();
    await record(database, [
      { change: 'down', at: 1_000 },
      { monitorId: 'm2', change: 'paused', at: 2_000 },
      { change: 'up', at: 1_000 + 14 * MINUTE },
    ]);
    expect(await listed(database)).toEqual([
      { monitorId: 'm1', change: 'up', lasted: null },
      { monitorId: 'm2', change: 'paused', lasted: null },
      { monitorId: 'm1', change: 'down', lasted: 14 * MINUTE },
    ]);
  });

  it('a change recorded late, before one already kept, lasts until that one', async () => {
    const database = freshDatabase();
    await record(database, [
      { change: 'paused', at: 10 * MINUTE },
      // A down is dated from the sync that first saw it, which may come before.
      { change: 'down', at: 4 * MINUTE },
    ]);
    expect(await listed(database)).toEqual([
      { monitorId: 'm1', change: 'paused', lasted: null },
      { monitorId: 'm1', change: 'down', lasted: 6 * MINUTE },
    ]);
  });

  it('an outage confirmed by the pull lasts from the sync that first saw it down to the one that first saw it up', async () => {
    const database = freshDatabase();
    const sync = (status: string, at: number, pause = 'active') =>
      pullMonitors(database, [serverMonitor('m1', 'Checkout', status, pause)], at);
    await sync('up', 0);
    await sync('down', 5 * MINUTE);
    await sync('down', 10 * MINUTE);
    await sync('up', 35 * MINUTE);
    await sync('up', 40 * MINUTE);
    await sync('up', 50 * MINUTE, 'paused');
    const entries = (await recentChanges(database, 10)).entries;
    expect(entries.map(({ change, at, until }) => ({ change, at, until }))).toEqual([
      { change: 'paused', at: 50 * MINUTE, until: undefined },
      { change: 'up', at: 35 * MINUTE, until: 50 * MINUTE },
      { change: 'down', at: 5 * MINUTE, until: 35 * MINUTE },
    ]);
    // Recorded by the syncs that confirmed them: what "new since you last looked" compares.
    expect(entries.map((entry) => entry.recordedAt)).toEqual([50, 40, 10].map((m) => m * MINUTE));
    // The same syncs again record nothing more.
    await sync('up', 60 * MINUTE, 'paused');
    expect((await recentChanges(database, 10)).entries).toHaveLength(3);
  });
});

describe('new since the user last looked', () => {
  it('is what was recorded after the changes they were shown; everything when they never looked', () => {
    expect(isNewSince({ seq: 5 }, null)).toBe(true);
    const look = lookedAt(null, [{ seq: 4 }, { seq: 2 }], 9 * MINUTE);
    expect(look).toEqual({ at: 9 * MINUTE, seq: 4 });
    expect(isNewSince({ seq: 5 }, look)).toBe(true);
    expect(isNewSince({ seq: 4 }, look)).toBe(false);
  });

  it('is a change a long pull began recording before the look and stored after it', () => {
    // A pull of many monitors dates its changes when it starts (recordedAt 1 min) and commits
    // seconds later; the user looked in between (2 min) and was shown up to seq 7.
    const look = lookedAt(null, [{ seq: 7 }], 2 * MINUTE);
    const late = { seq: 8, recordedAt: 1 * MINUTE };
    expect(late.recordedAt).toBeLessThan(look.at);
    expect(isNewSince(late, look)).toBe(true);
  });

  it('a look at fewer changes (a search) never forgets one seen before', () => {
    const look = lookedAt({ at: MINUTE, seq: 9 }, [{ seq: 3 }], 2 * MINUTE);
    expect(look).toEqual({ at: 2 * MINUTE, seq: 9 });
  });
});

describe('pruning the recent changes', () => {
  it('drops what happened more than 30 days ago and keeps the rest', async () => {
    const database = freshDatabase();
    const now = 100 * DAY;
    await record(database, [
      { monitorId: 'old', change: 'down', at: now - TIMELINE_KEPT_MS - 1 },
      { monitorId: 'kept', change: 'down', at: now - TIMELINE_KEPT_MS + MINUTE },
      { monitorId: 'new', change: 'up', at: now - MINUTE },
    ]);
    await pruneTimeline(await openWorkerDatabase(database.name), now);
    expect((await listed(database)).map((entry) => entry.monitorId)).toEqual(['new', 'kept']);
  });

  it(`keeps at most ${TIMELINE_MAX_ENTRIES} changes, dropping the oldest recorded`, async () => {
    const database = freshDatabase();
    const now = Date.now();
    const extra = 5;
    // Kept as recorded, oldest first (each ended by the next: not what pruning reads).
    const entries = Array.from({ length: TIMELINE_MAX_ENTRIES + extra }, (_, i) => ({
      monitorId: `m${i % 50}`,
      name: 'Checkout',
      change: (i % 2 ? 'up' : 'down') as TimelineChange,
      at: now - DAY + i,
      recordedAt: now - DAY + i,
    }));
    await database.timeline.bulkAdd(entries);
    const worker = await openWorkerDatabase(database.name);
    await pruneTimeline(worker, now);
    expect(await database.timeline.count()).toBe(TIMELINE_MAX_ENTRIES);
    const oldest = await database.timeline.orderBy('at').first();
    expect(oldest?.at).toBe(now - DAY + extra);
    // Nothing more to drop: a second pass leaves them all.
    await pruneTimeline(worker, now);
    expect(await database.timeline.count()).toBe(TIMELINE_MAX_ENTRIES);
  });
});

describe('searching the recent changes', () => {
  it('lists only the changes of monitors whose name holds the words, newest first', async () => {
    const database = freshDatabase();
    await record(database, [
      { monitorId: 'checkout', change: 'down', at: 1_000 },
      { monitorId: 'search', change: 'down', at: 2_000 },
      { monitorId: 'checkout', change: 'up', at: 3_000 },
    ]);
    const found = await recentChanges(database, 1, '  monitor CHECKOUT ');
    expect(found.entries.map(({ monitorId, change }) => [monitorId, change])).toEqual([
      ['checkout', 'up'],
    ]);
    expect(found.more).toBe(true);
    expect((await recentChanges(database, 5, 'nothing like it')).entries).toEqual([]);
  });
});
