import { useLiveQuery } from '../../../components/useLiveQuery';
import { db, type GatehouseDatabase } from '../../../lib/db/database';

/** Records other forms pick from (monitors for a page, codes for a phone number…), from Dexie. */
export async function readLookups(database: GatehouseDatabase) {
  const [monitors, pages, categories, integrations, telephoneCodes, events, uptime] =
    await Promise.all([
      database.monitors.toCollection().sortBy('sortKey'),
      database.pages.orderBy('name').toArray(),
      database.categories.orderBy('name').toArray(),
      database.integrations.orderBy('name').toArray(),
      database.telephoneCodes.toArray(),
      database.events.toArray(),
      // Only the series some page already loaded (they are fetched lazily): "uptime if known".
      database.uptime.toArray(),
    ]);
  return { monitors, pages, categories, integrations, telephoneCodes, events, uptime };
}

export function useLookups() {
  return useLiveQuery(() => readLookups(db));
}

export type LookupData = Awaited<ReturnType<typeof readLookups>>;
