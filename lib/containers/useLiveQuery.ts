import { liveQuery } from 'dexie';
import { useEffect, useState } from 'preact/hooks';

/**
 * Subscribes a component to a Dexie query: it renders from IndexedDB at once and again whenever
 * the background writes something the query read. (dexie-react-hooks needs React itself.)
 */
export function useLiveQuery<T>(query: () => Promise<T>, deps: unknown[] = []): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: setValue,
      error: (error) => console.error('Gatehouse: a local query failed', error),
    });
    return () => subscription.unsubscribe();
  }, deps);
  return value;
}
