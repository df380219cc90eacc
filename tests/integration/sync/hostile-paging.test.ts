import { describe, expect, it } from 'vitest';
import { PULL_BATCH_ROWS } from '../../../lib/background/sync/pull-writer';
import { MONITORS_LIST, useSyncBed } from '../support/sync-bed';

const sync = useSyncBed();
const MB = 1024 * 1024;

describe('pages that never end or hold too much', () => {
  it('every page full, always one more: stops at the record bound, cache untouched', async () => {
    const cached = await sync.seedMonitors();
    sync.fault(MONITORS_LIST, { kind: 'fill-list' });
    const [outcome] = await sync.run(['monitors'], {
      userRequested: true,
      apis: { maxListRecords: 2_000 },
    });
    await sync.expectFailed(
      outcome,
      'too-large',
      /the server kept sending pages \(more than 2,000 records\)/,
    );
    // 2,000 records at 500 a page: the fifth full page is the one too many.
    const pages = sync.bed.server.context.log.entries.filter((e) => e.path === MONITORS_LIST);
    expect(pages.length).toBe(1 + 5);
    await sync.expectMonitorsKept(cached);
    expect((await sync.glance()).kind).toBe('sync-failing');
    await sync.expectRecovery();
  });

  it('endless pages past a written batch: what they added is taken back, the cache is as it was', async () => {
    const cached = await sync.seedMonitors();
    sync.fault(MONITORS_LIST, { kind: 'fill-list' });
    const [outcome] = await sync.run(['monitors'], {
      userRequested: true,
      apis: { maxListRecords: PULL_BATCH_ROWS + 1_000 },
    });
    await sync.expectFailed(outcome, 'too-large', /the server kept sending pages/);
    // A batch of the server's invented monitors was written before the pages proved endless.
    const pages = sync.bed.server.context.log.entries.filter((e) => e.path === MONITORS_LIST);
    expect(pages.length).toBeGreaterThan(PULL_BATCH_ROWS / 500);
    await sync.expectMonitorsKept(cached);
    await sync.expectRecovery();
  });

  it('a page with more records than asked for is a bad answer, not the last page', async () => {
    const cached = await sync.seedMonitors();
    sync.fault(MONITORS_LIST, { kind: 'fill-list', items: 501, times: 1 });
    const [outcome] = await sync.run(['monitors'], { userRequested: true });
    await sync.expectFailed(outcome, 'bad-response', /sent 501 records for a page of 500/);
    await sync.expectMonitorsKept(cached);
    expect((await sync.glance()).kind).toBe('sync-failing');
    await sync.expectRecovery();
  });

  it('a 50,000-record answer to a 500-record page is refused with bounded memory', async () => {
    const cached = await sync.seedMonitors();
    sync.fault(MONITORS_LIST, { kind: 'fill-list', items: 50_000, times: 1 });
    global.gc?.();
    const before = process.memoryUsage();
    const [outcome] = await sync.run(['monitors'], { userRequested: true });
    const after = process.memoryUsage();
    console.info(
      `50,000-item page: heap +${((after.heapUsed - before.heapUsed) / MB).toFixed(1)} MB, rss +${((after.rss - before.rss) / MB).toFixed(1)} MB (server included)`,
    );
    // At ~700 bytes a monitor the answer is past the 8 MB bound before it is read whole.
    expect(outcome).toMatchObject({ result: 'failed', error: { kind: 'too-large' } });
    await sync.expectMonitorsKept(cached);
    await sync.expectRecovery();
  });
});
