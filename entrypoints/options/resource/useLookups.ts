import { useLiveQuery } from '../../../components/useLiveQuery';
import { db } from '../../../lib/db/database';

/** Records other forms pick from (monitors for a page, codes for a phone number…), from Dexie. */
export function useLookups() {
  return useLiveQuery(async () => {
    const [monitors, pages, categories, integrations, telephoneCodes, events, uptime] =
      await Promise.all([
        db.monitors.toCollection().sortBy('sortKey'),
        db.pages.orderBy('name').toArray(),
        db.categories.orderBy('name').toArray(),
        db.integrations.orderBy('name').toArray(),
        db.telephoneCodes.toArray(),
        db.events.toArray(),
        // Only the series some page already loaded (they are fetched lazily): "uptime if known".
        db.uptime.toArray(),
      ]);
    return { monitors, pages, categories, integrations, telephoneCodes, events, uptime };
  });
}

export type LookupData = NonNullable<ReturnType<typeof useLookups>>;
