import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openReporting } from '../../../lib/background/open-reporting';
import type { WorkerDatabase } from '../../../lib/storage/worker-database';
import { databaseFailureItem } from '../../../lib/storage/worker-health';

/** Resolves once the item holds what `expected` accepts: the telling is not awaited by callers. */
async function told(expected: (value: string | null) => boolean) {
  if (expected(await databaseFailureItem.getValue())) return;
  await new Promise<void>((resolve) => {
    const stop = databaseFailureItem.watch((value) => {
      if (!expected(value)) return;
      stop();
      resolve();
    });
  });
}

describe('openReporting', () => {
  beforeEach(() => fakeBrowser.reset());

  it('tells the pages why the database did not open, and forgets it once it opens', async () => {
    const refused = Promise.reject(new DOMException('too new', 'VersionError'));
    await expect(openReporting(() => refused)).rejects.toThrow('too new');
    await told((value) => value === 'VersionError: too new');

    await openReporting(() => Promise.resolve({} as WorkerDatabase));
    await told((value) => value === null);
  });
});
