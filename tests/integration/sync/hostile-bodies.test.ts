import { describe, expect, it } from 'vitest';
import type { Fault } from '../../server/core/faults';
import { MONITORS_LIST, useSyncBed } from '../support/sync-bed';

const sync = useSyncBed();

/** Syncs monitors against one hostile answer; the failure it reports and the glance after it. */
async function syncAgainst(fault: Omit<Fault, 'path'>, apis = {}) {
  const cached = await sync.seedMonitors();
  sync.fault(MONITORS_LIST, { times: 1, ...fault });
  const [outcome] = await sync.run(['monitors'], { userRequested: true, apis });
  await sync.expectMonitorsKept(cached);
  if (outcome?.result !== 'failed') throw new Error(`expected a failure, got ${outcome?.result}`);
  return { error: outcome.error, glance: await sync.glance() };
}

describe('a sync against answers that are not the API', () => {
  it.each([
    ['a web page with status 200', { kind: 'html' }, /answered with a web page/],
    ['truncated JSON', { kind: 'truncate' }, /not valid JSON/],
    ['malformed JSON', { kind: 'malformed' }, /not valid JSON/],
    ['an empty 200', { kind: 'empty' }, /answer is empty/],
  ] as const)(
    '%s: bad response, cache kept, glance says the sync fails',
    async (_, fault, words) => {
      const { error, glance } = await syncAgainst(fault);
      expect(error).toMatchObject({ kind: 'bad-response', status: 200 });
      expect(error.message).toMatch(words);
      expect(glance).toMatchObject({ kind: 'sync-failing', message: error.message });
      await sync.expectRecovery();
    },
  );

  it("a proxy's HTML 502 page: a gateway failure, not a parse error", async () => {
    const { error, glance } = await syncAgainst({ kind: 'html', status: 502 });
    expect(error).toMatchObject({ kind: 'gateway', status: 502 });
    expect(error.message).not.toMatch(/doctype|nginx/i);
    expect(glance.kind).toBe('sync-failing');
    await sync.expectRecovery();
  });

  it('a connection reset in the middle of the body: interrupted, not "offline"', async () => {
    const { error, glance } = await syncAgainst({ kind: 'cut-body' });
    expect(error.kind).toBe('interrupted');
    expect(error.message).toMatch(/connection broke while the answer was arriving/);
    expect(glance.kind).toBe('sync-failing');
    await sync.expectRecovery();
  });
});

describe('answers too large to hold', () => {
  const MB = 1024 * 1024;

  it.each([
    ['announced by Content-Length', true],
    ['not announced (counted while streaming)', false],
  ])('a 20 MB body %s is refused past the bound', async (_, declareLength) => {
    global.gc?.();
    const before = process.memoryUsage();
    const { error, glance } = await syncAgainst({
      kind: 'oversize',
      bytes: 20 * MB,
      declareLength,
    });
    const after = process.memoryUsage();
    console.info(
      `20 MB body (${declareLength ? 'with' : 'without'} Content-Length): heap +${((after.heapUsed - before.heapUsed) / MB).toFixed(1)} MB, rss +${((after.rss - before.rss) / MB).toFixed(1)} MB`,
    );
    expect(error.kind).toBe('too-large');
    expect(error.message).toMatch(/the server's answer is too large \(over 8 MB\)/);
    expect(glance).toMatchObject({ kind: 'sync-failing', message: error.message });
    await sync.expectRecovery();
  });

  it('a huge error page still reads as the error its status says', async () => {
    const { error, glance } = await syncAgainst({ kind: 'oversize', status: 503 });
    expect(error).toMatchObject({ kind: 'server', status: 503 });
    expect(glance.kind).toBe('sync-failing');
    await sync.expectRecovery();
  });

  it('a smaller bound can be set per client', async () => {
    const { error } = await syncAgainst(
      { kind: 'oversize', bytes: 300_000 },
      { maxBytes: 100 * 1024 },
    );
    expect(error.message).toMatch(/too large \(over 100 KB\)/);
  });
});
