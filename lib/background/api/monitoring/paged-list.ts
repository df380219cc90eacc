import type * as v from 'valibot';
import { type ListSchema, rawEnvelopeOf } from '../../../model/monitoring/schemas-shared';
import { type Page, walkPages } from '../http/paging';
import type { ListAllOptions, PageOptions, Query } from './call-options';
import { readRecords } from './read-records';
import { type MonitoringOperation, operationLabel } from './routes';

/** listAll* ask for the most CONTRACT.md allows per page: fewest round trips. */
const ALL_PAGES_LIMIT = 500;

/** The caller's `request`: one operation, the records of its envelope. */
type Request = <T>(
  operation: MonitoringOperation,
  schema: v.GenericSchema<unknown, T[]>,
  call: { signal?: AbortSignal; query?: Query },
) => Promise<T[]>;

/**
 * `list*` (one page) and `listAll*` (every page, bounded by lib/background/api/http/paging.ts) for each list
 * operation. `listAll*` reads record by record when the caller takes unreadable records
 * (ListAllOptions.onUnreadable), skipping those the caller holds unchanged (ListAllOptions.known),
 * else validates each page whole; it hands pages on as they come when the caller takes them
 * (ListAllOptions.onPage).
 */
export function pagedListMaker(request: Request, maxRecords: number | undefined) {
  return function pagedList<T, F extends Query = Record<never, never>>(
    operation: MonitoringOperation,
    schema: ListSchema<T>,
  ) {
    const bounds = { operation: operationLabel(operation), maxRecords };
    /** One page, as `listSchema` reads the list (the records whole, or as sent). */
    const pageOf =
      <R>(listSchema: v.GenericSchema<unknown, R[]>) =>
      async (query: Query, signal?: AbortSignal): Promise<Page<R>> => ({
        records: await request(operation, listSchema, { signal, query }),
        unreadable: [],
      });
    const strictPage = pageOf(schema);
    /** Records as sent, read once handed on: reading waits for what the caller holds. */
    const rawPage = pageOf(rawEnvelopeOf(schema.envelope.key));
    return {
      page: ({ page, limit, signal, ...filters }: PageOptions & F = {} as PageOptions & F) =>
        request(operation, schema, { signal, query: { ...filters, page, limit } }),
      all: async (
        {
          signal,
          onUnreadable,
          onPage,
          known,
          ...filters
        }: ListAllOptions<T> & F = {} as ListAllOptions<T> & F,
      ) => {
        const kept: T[] = [];
        const handOn = async ({
          records,
          unreadable,
          fingerprints = [],
          unchanged = [],
        }: Page<T>) => {
          if (unreadable.length) onUnreadable?.(unreadable);
          if (onPage) await onPage(records, { fingerprints, unchanged });
          else for (const record of records) kept.push(record);
        };
        const query = (page: number, limit: number) => ({ ...filters, page, limit });
        if (!onUnreadable) {
          await walkPages(
            ALL_PAGES_LIMIT,
            (page, limit) => strictPage(query(page, limit), signal),
            bounds,
            handOn,
          );
          return kept;
        }
        /** Records of the list before this page: a record without an id is named by its place. */
        let before = 0;
        await walkPages(
          ALL_PAGES_LIMIT,
          (page, limit) => rawPage(query(page, limit), signal),
          bounds,
          async ({ records: raws }) => {
            const first = before;
            before += raws.length;
            await handOn(readRecords(raws, schema.envelope.item, first, await known));
          },
        );
        return kept;
      },
    };
  };
}
