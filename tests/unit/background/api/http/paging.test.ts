import { describe, expect, it } from 'vitest';
import {
  collectAllPages,
  HELD_PAGES,
  walkPages,
} from '../../../../../lib/background/api/http/paging';

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
  /** Lets every promise already settled run its callbacks (one macrotask turn). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  /**
   * A list whose page `p` holds `sizes[p - 1]` records, each the number `p`; its requests are
   * answered when the test says (`answer`), and the walk's hand-ons wait for `release`.
   */
  function heldList(sizes: number[], limit: number) {
    const log = { asked: [] as number[], requesting: 0, mostRequesting: 0, mostHeld: 0 };
    const handedOn: number[] = [];
    const answers: (() => void)[] = [];
    const releases: (() => void)[] = [];
    let done = 0;
    const fetchPage = async (p: number) => {
      log.asked.push(p);
      log.requesting += 1;
      log.mostRequesting = Math.max(log.mostRequesting, log.requesting);
      log.mostHeld = Math.max(log.mostHeld, p - done);
      await new Promise<void>((resolve) => answers.push(resolve));
      log.requesting -= 1;
      const size = sizes[p - 1] ?? 0;
      return { records: Array.from({ length: size }, () => p), unreadable: [] };
    };
    const onPage = async ({ records }: { records: number[] }) => {
      handedOn.push(records[0] ?? 0);
      await new Promise<void>((resolve) => releases.push(resolve));
      done += 1;
    };
    const walk = walkPages(limit, fetchPage, { operation: 'List things' }, onPage);
    walk.catch(() => undefined);
    return {
      log,
      handedOn,
      walk,
      /** Answers every request on its way, then lets the walk go on. */
      async answer() {
        for (const resolve of answers.splice(0)) resolve();
        await settle();
      },
      async release() {
        for (const resolve of releases.splice(0)) resolve();
        await settle();
      },
    };
  }

  it('hands pages on in order, one at a time, one request at a time, holding at most HELD_PAGES', async () => {
    const sizes = [2, 2, 2, 2, 2, 2, 2, 2, 1];
    const list = heldList(sizes, 2);
    let ended = false;
    list.walk.then(() => {
      ended = true;
    });
    // The caller is slower than the server: every request is answered before it takes a page.
    while (!ended) {
      for (let turn = 0; turn < HELD_PAGES; turn++) await list.answer();
      await list.release();
    }
    expect(list.handedOn).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(list.log.asked).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(list.log.mostRequesting).toBe(1);
    expect(list.log.mostHeld).toBe(HELD_PAGES);
  });

  it('a caller slow with its first page has the next pages asked for meanwhile, up to the bound', async () => {
    const list = heldList([2, 2, 2, 2, 2, 2, 2, 1], 2);
    for (let turn = 0; turn < 10; turn++) await list.answer();
    expect(list.handedOn).toEqual([1]);
    expect(list.log.asked).toEqual([1, 2, 3, 4, 5].slice(0, HELD_PAGES));
  });

  it('a page refused behind held ones: the walk ends with it, hands on nothing more, asks for nothing more', async () => {
    const list = heldList([2, 2, 3, 2, 1], 2);
    for (let turn = 0; turn < 4; turn++) await list.answer();
    expect(list.log.asked).toEqual([1, 2, 3]);
    await list.release();
    await expect(list.walk).rejects.toMatchObject({ kind: 'bad-response' });
    expect(list.handedOn).toEqual([1]);
    expect(list.log.asked).toEqual([1, 2, 3]);
  });

  it('asks for nothing more once the caller failed with a page', async () => {
    const log = { asked: 0 };
    const answers: (() => void)[] = [];
    const walk = walkPages(
      2,
      async (p) => {
        log.asked = p;
        await new Promise<void>((resolve) => answers.push(resolve));
        return page(2);
      },
      { operation: 'List things' },
      () => {
        throw new Error('could not store it');
      },
    );
    walk.catch(() => undefined);
    answers.shift()?.();
    await expect(walk).rejects.toThrow('could not store it');
    const askedWhenItFailed = log.asked;
    for (let turn = 0; turn < 5; turn++) {
      for (const resolve of answers.splice(0)) resolve();
      await settle();
    }
    expect(log.asked).toBe(askedWhenItFailed);
  });
});
