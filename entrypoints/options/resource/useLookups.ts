import { useLiveQuery } from '../../../components/useLiveQuery';
import { db } from '../../../lib/db/database';

/** Records other forms pick from (monitors for a page, codes for a phone number…), from Dexie. */
export function useLookups() {
  return useLiveQuery(async () => {
    const [monitors, pages, categories, integrations, telephoneCodes, events] = await Promise.all([
      db.monitors.toCollection().sortBy('nameKey'),
      db.pages.orderBy('name').toArray(),
      db.categories.orderBy('name').toArray(),
      db.integrations.orderBy('name').toArray(),
      db.telephoneCodes.toArray(),
      db.events.toArray(),
    ]);
    return { monitors, pages, categories, integrations, telephoneCodes, events };
  });
}

export type LookupData = NonNullable<ReturnType<typeof useLookups>>;
