import type { PageVersions, UnreadableRecord } from '../http/paging';
import type { KnownRecords } from './read-records';

/* The options every monitoring operation takes, shared by the caller, the list walker and the
 * operations of each resource group. */

export interface SignalOption {
  signal?: AbortSignal;
}

export interface ListAllOptions<T = unknown> extends SignalOption {
  /**
   * Given, the list is read record by record: records that cannot be read are left out and
   * handed here (by id), page by page, instead of failing the whole list — what a pull sync
   * wants. Absent, one bad record fails the list, so a caller deciding from the list never misses
   * a record.
   */
  onUnreadable?: (records: UnreadableRecord[]) => void;
  /**
   * Given, each page's records are handed here in order as they arrive (one at a time, while the
   * next pages are fetched: lib/background/api/http/paging.ts) and not kept: the list resolves
   * empty. A pull sync writes them as they come, so no whole list is ever held in memory.
   */
  onPage?: (records: T[], versions: PageVersions) => Promise<void>;
  /**
   * With `onUnreadable`: the records the caller holds, awaited before the first page is read. A
   * record sent exactly as held is not read (validated) again, only named in `onPage`'s
   * `versions.unchanged`; each record read has its fingerprint in `versions.fingerprints`.
   */
  known?: Promise<KnownRecords>;
}

export interface PageOptions extends SignalOption {
  /** 1-based. */
  page?: number;
  /** Records per page (CONTRACT.md: default 50, at most 500). */
  limit?: number;
}

export type Query = Record<string, string | number | undefined>;
