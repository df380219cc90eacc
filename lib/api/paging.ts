import { ApiError } from './errors';

/**
 * The most records one list sync takes: five times the 10,000 monitors Gatehouse is built to
 * mirror (tests/bench/sync-10k.ts), at 500 a page 100 pages. A server whose pages never end is
 * stopped here instead of filling the service worker's memory for minutes.
 */
export const DEFAULT_MAX_LIST_RECORDS = 50_000;

/** A record of a list answer that could not be read, named by its id (or place) and why. */
export interface UnreadableRecord {
  id: string;
  reason: string;
}

/** The records of one page or of a whole list, and those that could not be read. */
export interface Page<T> {
  records: T[];
  unreadable: UnreadableRecord[];
}

export interface PagingBounds {
  /** Names the list in error messages ("List monitors"). */
  operation: string;
  maxRecords?: number;
}

const count = (n: number) => n.toLocaleString('en-US');

function overfullPage(operation: string, received: number, limit: number) {
  return new ApiError(
    'bad-response',
    `${operation}: the server sent ${count(received)} records for a page of ${count(limit)}; Gatehouse does not trust this answer. Check the address in Settings.`,
    { operation, path: '(root)', status: 200 },
  );
}

function endlessPages(operation: string, maxRecords: number) {
  return new ApiError(
    'too-large',
    `${operation}: the server kept sending pages (more than ${count(maxRecords)} records), so Gatehouse stopped and kept what it had saved.`,
    { operation, status: 200 },
  );
}

/**
 * Walks a paged list: asks for page 1, 2, … until a page comes back shorter than `limit`
 * (both APIs' rule for "last page"). A page longer than `limit` is a bad answer, not "the last
 * page"; more than `maxRecords` in all means the pages do not end. Either way nothing is returned,
 * so a pull never applies half a list.
 */
export async function collectAllPages<T>(
  limit: number,
  fetchPage: (page: number, limit: number) => Promise<Page<T>>,
  { operation, maxRecords = DEFAULT_MAX_LIST_RECORDS }: PagingBounds,
): Promise<Page<T>> {
  const all: Page<T> = { records: [], unreadable: [] };
  let received = 0;
  for (let page = 1; ; page++) {
    const { records, unreadable } = await fetchPage(page, limit);
    const onPage = records.length + unreadable.length;
    if (onPage > limit) throw overfullPage(operation, onPage, limit);
    received += onPage;
    if (received > maxRecords) throw endlessPages(operation, maxRecords);
    all.records.push(...records);
    all.unreadable.push(...unreadable);
    if (onPage < limit) return all;
  }
}
