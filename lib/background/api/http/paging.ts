import { ApiError } from '../../../model/errors/errors';
import { operationWords } from '../../../model/errors/operation-words';
import { message, numberText } from '../../../platform/i18n';

/**
 * The most records one list sync takes: one and a half times the 100,000 monitors the benchmarks
 * sync, at 500 a page 300 pages; an account of exactly this many still syncs (only more is
 * refused). A sync writes page by page and keeps no list in memory, so the bound is about time,
 * not memory: a server whose pages never end has its invented records written, then taken back
 * (lib/background/sync/pull-take-back.ts). It must stop such a server long before the pull's
 * whole time limit (lib/background/sync/pull-deadline.ts) would, or the user would be told the
 * server was too slow instead of why: at 150,000 the pages and the take-back took 87.2 s in
 * Chromium on a fast 2-core machine (README.md, "Benchmarks"). A build may set a lower bound
 * (`WXT_MAX_LIST_RECORDS`, README "Configuration"): the e2e build does, so that its test of
 * endless pages reaches it in seconds.
 */
const DEFAULT_MAX_LIST_RECORDS = listBound(import.meta.env.WXT_MAX_LIST_RECORDS);

/** The build's bound as set, or 150,000 if unset; anything but a whole number above 0 stops. */
function listBound(set: string | undefined): number {
  if (set === undefined || set === '') return 150_000;
  const bound = Number(set);
  if (!Number.isSafeInteger(bound) || bound < 1)
    throw new Error(`WXT_MAX_LIST_RECORDS must be a whole number of records, not "${set}"`);
  return bound;
}

/** A record of a list answer that could not be read, named by its id (or place) and why. */
export interface UnreadableRecord {
  id: string;
  reason: string;
  /** It had no usable id: `id` names its place in the list, and no cached record is known to be it. */
  anonymous?: true;
}

/**
 * An id a record can be stored and addressed by: a non-empty string, or a number read as its
 * string. Anything else is no id at all, and such a record could be any cached one.
 */
export function usableId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A record the list sent without a usable id, named by its place (1-based) in the list. */
export function recordAtPlace(index: number, reason: string): UnreadableRecord {
  return { id: `record ${index + 1}`, reason, anonymous: true };
}

/**
 * What a page read against the records the caller holds (monitoring ListAllOptions.known) says
 * of them: each read record's fingerprint (fingerprint.ts), in order, and the ids of the records
 * sent exactly as held, which were not read again.
 */
export interface PageVersions {
  fingerprints: string[];
  unchanged: string[];
}

/** The records of one page or of a whole list, and those that could not be read. */
export interface Page<T> extends Partial<PageVersions> {
  records: T[];
  unreadable: UnreadableRecord[];
}

export interface PagingBounds {
  /** Names the list in error messages ("List monitors"). */
  operation: string;
  maxRecords?: number;
}

const count = numberText;

function overfullPage(operation: string, received: number, limit: number) {
  return new ApiError(
    'bad-response',
    message('errorOverfullPage', [operationWords(operation), count(received), count(limit)]),
    { operation, path: '(root)', status: 200 },
  );
}

function endlessPages(operation: string, maxRecords: number) {
  return new ApiError(
    'too-large',
    message('errorEndlessPages', [operationWords(operation), count(maxRecords)]),
    { operation, status: 200 },
  );
}

/**
 * Walks a paged list: asks for page 1, 2, … until a page comes back shorter than `limit`
 * (both APIs' rule for "last page"), handing each page to `onPage` in order while the next one
 * is on its way. A page longer than `limit` is a bad answer, not "the last page"; more than
 * `maxRecords` in all means the pages do not end. Either way the walk throws before that page is
 * handed on.
 */
export async function walkPages<T>(
  limit: number,
  fetchPage: (page: number, limit: number) => Promise<Page<T>>,
  { operation, maxRecords = DEFAULT_MAX_LIST_RECORDS }: PagingBounds,
  onPage: (page: Page<T>) => Promise<void> | void,
): Promise<void> {
  let received = 0;
  let coming = fetchPage(1, limit);
  for (let page = 1; ; page++) {
    const fetched = await coming;
    const { records, unreadable, unchanged = [] } = fetched;
    const onThisPage = records.length + unreadable.length + unchanged.length;
    if (onThisPage > limit) throw overfullPage(operation, onThisPage, limit);
    received += onThisPage;
    if (received > maxRecords) throw endlessPages(operation, maxRecords);
    const last = onThisPage < limit;
    if (!last) {
      // The next page is asked for while this one is handed on, so the server's time to answer
      // and ours to store overlap; at most one page waits. Its failure is met when awaited.
      coming = fetchPage(page + 1, limit);
      coming.catch(() => undefined);
    }
    await onPage(fetched);
    if (last) return;
  }
}

/** Every page of a list, gathered: nothing is returned unless the whole list arrived. */
export async function collectAllPages<T>(
  limit: number,
  fetchPage: (page: number, limit: number) => Promise<Page<T>>,
  bounds: PagingBounds,
): Promise<Page<T>> {
  const all: Page<T> = { records: [], unreadable: [] };
  await walkPages(limit, fetchPage, bounds, ({ records, unreadable }) => {
    for (const record of records) all.records.push(record);
    for (const record of unreadable) all.unreadable.push(record);
  });
  return all;
}
