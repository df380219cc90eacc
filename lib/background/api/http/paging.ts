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
 * The most pages a walk holds at once: the one being handed on and those asked for or arrived
 * behind it. The pages keep coming while the caller is slow with one (reading what it holds
 * before the first page can be read, or waiting for a batch to be written), so the server's time
 * to answer and ours to store overlap. Held pages are garbage the worker cannot collect yet: the
 * bound keeps memory flat in the list's length, and README.md ("Benchmarks") has what five cost
 * at 100,000 monitors.
 */
export const HELD_PAGES = 5;

/** A page as it arrived, counted and checked, and whether it is the last. */
interface Arrival<T> {
  fetched: Page<T>;
  last: boolean;
}

/**
 * Walks a paged list: asks for page 1, 2, … until a page comes back shorter than `limit`
 * (both APIs' rule for "last page"), handing each page to `onPage` in order, one at a time. One
 * request is on its way at a time, and the next is asked for as soon as a full page arrives, up to
 * HELD_PAGES held. A page longer than `limit` is a bad answer, not "the last page"; more than
 * `maxRecords` in all means the pages do not end. Any failure (a request, a refused page) ends the
 * walk once the page being handed on is done: the pages held behind it are not handed on, since
 * every caller drops a list that failed, and nothing more is asked for.
 */
export async function walkPages<T>(
  limit: number,
  fetchPage: (page: number, limit: number) => Promise<Page<T>>,
  { operation, maxRecords = DEFAULT_MAX_LIST_RECORDS }: PagingBounds,
  onPage: (page: Page<T>) => Promise<void> | void,
): Promise<void> {
  let received = 0;
  let asked = 0;
  let handedOn = 0;
  let requesting = false;
  /** The last page arrived, one failed, or the walk is over: nothing more is asked for. */
  let ended = false;
  let failure: { error: unknown } | undefined;
  const arrivals: Promise<Arrival<T>>[] = [];

  const arrived = (fetched: Page<T>): Arrival<T> => {
    requesting = false;
    const { records, unreadable, unchanged = [] } = fetched;
    const onThisPage = records.length + unreadable.length + unchanged.length;
    received += onThisPage;
    const refused =
      onThisPage > limit
        ? overfullPage(operation, onThisPage, limit)
        : received > maxRecords
          ? endlessPages(operation, maxRecords)
          : undefined;
    const last = onThisPage < limit;
    ended ||= last || refused !== undefined;
    if (refused) throw refused;
    askForNext();
    return { fetched, last };
  };
  function askForNext() {
    if (requesting || ended || asked - handedOn >= HELD_PAGES) return;
    requesting = true;
    asked += 1;
    const arrival = fetchPage(asked, limit).then(arrived);
    arrival.catch((error: unknown) => {
      ended = true;
      failure ??= { error };
    });
    arrivals.push(arrival);
  }

  askForNext();
  try {
    for (;;) {
      if (failure) throw failure.error;
      const next = arrivals.shift();
      if (!next) throw new Error('walkPages: no page was asked for');
      const { fetched, last } = await next;
      await onPage(fetched);
      handedOn += 1;
      if (last) return;
      askForNext();
    }
  } finally {
    ended = true;
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
