import type * as v from 'valibot';
import { type ListSchema, rawEnvelopeOf } from '../../../model/monitoring/schemas-shared';
import { walkPages } from '../http/paging';
import type { ListAllOptions, PageOptions, Query } from './call-options';
import { type KnownRecords, readRecords } from './read-records';
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
    const strictPage = async (query: Query, signal?: AbortSignal) => ({
      records: await request(operation, schema, { signal, query }),
      unreadable: [],
    });
    const lenientPage = async (
      query: Query,
      signal: AbortSignal | undefined,
      first: number,
      known: Promise<KnownRecords> | undefined,
    ) => {
      const raws = await request(operation, rawEnvelopeOf(schema.envelope.key), { signal, query });
      return readRecords(raws, schema.envelope.item, first, await known);
    };
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
        await walkPages(
          ALL_PAGES_LIMIT,
          (page, limit) => {
            const query = { ...filters, page, limit };
            return onUnreadable
              ? lenientPage(query, signal, (page - 1) * limit, known)
              : strictPage(query, signal);
          },
          bounds,
          async ({ records, unreadable, fingerprints = [], unchanged = [] }) => {
            if (unreadable.length) onUnreadable?.(unreadable);
            if (onPage) await onPage(records, { fingerprints, unchanged });
            else for (const record of records) kept.push(record);
          },
        );
        return kept;
      },
    };
  };
}
