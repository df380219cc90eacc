import { useLiveQuery } from '../../../lib/containers/useLiveQuery';
import { db, type GatehouseDatabase } from '../../../lib/storage/database';

/** Each lookup table, in the order its picker lists it. */
const readers = {
  monitors: (database: GatehouseDatabase) => database.monitors.toCollection().sortBy('sortKey'),
  pages: (database: GatehouseDatabase) => database.pages.orderBy('name').toArray(),
  categories: (database: GatehouseDatabase) => database.categories.orderBy('name').toArray(),
  integrations: (database: GatehouseDatabase) => database.integrations.orderBy('name').toArray(),
  telephoneCodes: (database: GatehouseDatabase) => database.telephoneCodes.toArray(),
  events: (database: GatehouseDatabase) => database.events.toArray(),
  // Only the series some page already loaded (they are fetched lazily): "uptime if known".
  uptime: (database: GatehouseDatabase) => database.uptime.toArray(),
};

export type LookupName = keyof typeof readers;
export type LookupData = { [K in LookupName]: Awaited<ReturnType<(typeof readers)[K]>> };

const ALL = Object.keys(readers) as LookupName[];

/**
 * Records other forms and columns name (monitors for a page, codes for a phone number…), from
 * Dexie — only the tables asked for; the others are empty. A section names what it needs, so the
 * categories list never reads 10,000 monitors.
 */
export async function readLookups(
  database: GatehouseDatabase,
  needs: readonly LookupName[] = ALL,
): Promise<LookupData> {
  const read = await Promise.all(
    needs.map(async (name) => [name, await readers[name](database)] as const),
  );
  return lookupsOf(Object.fromEntries(read));
}

/**
 * The lookups `needs` names, live. `firstScreen`: those read before the page rendered
 * (first-screen.ts), shown until Dexie's read answers with the same.
 */
export function useLookups(needs: readonly LookupName[], firstScreen?: Partial<LookupData>) {
  return useLiveQuery(
    () => readLookups(db, needs),
    [needs.join()],
    firstScreen && lookupsOf(firstScreen),
  );
}

/** Lookups with the tables not given empty, as readLookups leaves those not asked for. */
function lookupsOf(given: Partial<LookupData>): LookupData {
  return Object.fromEntries(ALL.map((name) => [name, given[name] ?? []])) as LookupData;
}
