import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useOutboxBed } from '../support/outbox-harness';
import { browserStorage, expectGone } from '../support/outbox-secrets';

// A write's secrets are put aside (browser.storage) just before its row commits (IndexedDB).
// A flush forgets the secrets no row needs; it must not take a secret whose row is still on
// its way for an orphan, and must still forget a real orphan in the end.
const bed = useOutboxBed();
const PASSWORD = 'Page-S3cret-pass';
const protectPage = () =>
  bed.queue('updatePageAuthentication', 'page_1', { access: 1, password: PASSWORD });

describe('secrets and a flush running meanwhile', () => {
  it('a flush ending while a write is being queued does not forget its secret', async () => {
    await bed.pull('pages');
    const area = fakeBrowser.storage.local;
    const save = area.set.bind(area);
    let interleaved = false;
    const spy = vi.spyOn(area, 'set').mockImplementation(async (items) => {
      await save(items);
      if (interleaved || !JSON.stringify(items).includes(PASSWORD)) return;
      interleaved = true; // the secret is aside, its row not yet committed: a flush ends now
      await bed.flush();
    });
    onTestFinished(() => spy.mockRestore());
    await protectPage();
    expect(interleaved).toBe(true);

    expect(await bed.flush()).toEqual(['sent']);
    const page = bed.server.context.state.monitoring.pages.get('page_1');
    expect(page).toMatchObject({ access: 1, password: PASSWORD });
    await expectGone(bed.database, PASSWORD);
  });

  it('a secret whose row never committed is forgotten once no commit can be under way', async () => {
    // The enqueue's transaction never starts, as when the worker dies with the secret aside.
    const commit = vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementationOnce(() => {
      throw new Error('killed');
    });
    await expect(protectPage()).rejects.toThrow('killed');
    commit.mockRestore();
    await bed.flush();
    expect(await browserStorage()).toContain(PASSWORD); // young: its row might still come

    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    await bed.flush();
    await expectGone(bed.database, PASSWORD);
  });
});
