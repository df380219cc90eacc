import { useEffect, useState } from 'preact/hooks';

/**
 * Subscribes a component to a Dexie query: it renders from IndexedDB at once and again whenever
 * the background writes something the query read. (dexie-react-hooks needs React itself.)
 *
 * A page that paints first from raw IndexedDB (lib/storage/first-paint.ts) passes what it read as
 * `initial`, shown until the query first answers, and no `query` until its Dexie reads have
 * loaded (useAfterFirstPaint): Dexie itself is imported here only when a query subscribes, so it
 * is never on such a page's first path.
 */
export function useLiveQuery<T>(
  query: (() => Promise<T>) | undefined,
  deps: unknown[] = [],
  initial?: T,
): T | undefined {
  const [value, setValue] = useState<T | undefined>(initial);
  useEffect(() => {
    if (!query) return;
    let subscription: { unsubscribe(): void } | undefined;
    let stopped = false;
    void import('dexie').then(({ liveQuery }) => {
      if (stopped) return;
      subscription = liveQuery(query).subscribe({
        next: setValue,
        error: (error) => console.error('Gatehouse: a local query failed', error),
      });
    });
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [query === undefined, ...deps]);
  return value;
}

/**
 * A module imported once the page has painted and loaded (effects run after the first paint):
 * what a page needs only after its first screen, Dexie and its queries above all, stays off its
 * first path, and its fetch does not hold up the page's load event either.
 */
export function useAfterFirstPaint<M>(load: () => Promise<M>): M | undefined {
  const [loaded, setLoaded] = useState<M>();
  useEffect(() => {
    let stopped = false;
    void pageLoaded()
      .then(load)
      .then((module) => stopped || setLoaded(() => module));
    return () => {
      stopped = true;
    };
  }, []);
  return loaded;
}

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
