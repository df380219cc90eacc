import { describe, expect, it } from 'vitest';
import { isStorageFull } from '../../../lib/model/errors/errors';

// What the browsers raise when there is no room, word for word (docs/ERRORS.md, "A full disk").
describe('isStorageFull', () => {
  it('knows a quota’s refusal, and Chromium’s full disk by the words it uses', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const rows = new DOMException(
      'Connection is closing because of: IO error: …/000005.ldb: FILE_ERROR_NO_SPACE (ChromeMethodBFE: 3::WritableFileAppend::8)',
      'UnknownError',
    );
    const blobs = new DOMException('Failed to write blobs (IOError)', 'DataError');
    expect([quota, rows, blobs].map(isStorageFull)).toEqual([true, true, true]);
  });

  it('blames nothing else on the disk', () => {
    const aborted = new DOMException('The transaction was aborted.', 'AbortError');
    const key = new DOMException('Evaluating the object store’s key path failed.', 'DataError');
    expect(
      [aborted, key, new Error('boom'), null, undefined, 'QuotaExceededError'].map(isStorageFull),
    ).toEqual([false, false, false, false, false, false]);
  });
});
