import { describe, expect, it } from 'vitest';
import { collectAllPages, walkPages } from '../../../../../lib/background/api/http/paging';

const page = (n: number) => ({ records: Array.from({ length: n }, (_, i) => i), unreadable: [] });

describe('collectAllPages', () => {
  it('stops at the first short page', async () => {
    const sizes = [3, 3, 1];
    const all = await collectAllPages(3, async (p) => page(sizes[p - 1] ?? 0), {
      operation: 'List things',
    });
    expect(all.records).toHaveLength(7);
  });

  it('counts unreadable records as received: a page of good and bad is still full', async () => {
    let asked = 0;
    const all = await collectAllPages(
      2,
      async (p) => {
        asked = p;
        return p === 1 ? { records: [1], unreadable: [{ id: 'x', reason: 'bad' }] } : page(0);
      },
      { operation: 'List things' },
    );
    expect([asked, all.records, all.unreadable.map((u) => u.id)]).toEqual([2, [1], ['x']]);
  });

  it('counts records skipped as unchanged as received: a page of only those is still full', async () => {
    let asked = 0;
    await collectAllPages(
      2,
      async (p) => {
        asked = p;
        return p === 1 ? { records: [], unreadable: [], unchanged: ['a', 'b'] } : page(0);
      },
      { operation: 'List things' },
    );
    expect(asked).toBe(2);
  });

  it('refuses a page larger than asked for', async () => {
    await expect(
      collectAllPages(3, async () => page(4), { operation: 'List things' }),
    ).rejects.toMatchObject({
      kind: 'bad-response',
      message: expect.stringMatching(/4 records for a page of 3/),
    });
  });

  it('takes a list of exactly the record bound: only more is refused', async () => {
    const sizes = [10, 10, 5];
    const all = await collectAllPages(10, async (p) => page(sizes[p - 1] ?? 0), {
      operation: 'List things',
      maxRecords: 25,
    });
    expect(all.records).toHaveLength(25);
  });

  it('stops pages that never end, past the record bound', async () => {
    let asked = 0;
    const endless = collectAllPages(
      10,
      async (p) => {
        asked = p;
        return page(10);
      },
      { operation: 'List things', maxRecords: 25 },
    );
    await expect(endless).rejects.toMatchObject({
      kind: 'too-large',
      message: expect.stringMatching(/kept sending pages \(more than 25 records\)/),
    });
    expect(asked).toBe(3);
  });
});

describe('walkPages', () => {
  it('asks for the next page while handing one on, and hands pages on in order, one at a time', async () => {
    const events: string[] = [];
    const sizes = [2, 2, 1];
    let taken = 0;
    await walkPages(
      2,
      async (p) => {
        events.push(`ask ${p}`);
        return page(sizes[p - 1] ?? 0);
      },
      { operation: 'List things' },
      async () => {
        const n = ++taken;
        events.push(`take ${n}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`taken ${n}`);
      },
    );
    expect(events).toEqual([
      'ask 1',
      'ask 2',
      'take 1',
      'taken 1',
      'ask 3',
      'take 2',
      'taken 2',
      'take 3',
      'taken 3',
    ]);
  });
});
