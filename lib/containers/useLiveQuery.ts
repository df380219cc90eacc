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
 * A module imported once the page has loaded and painted: what a page needs only after its first
 * screen, Dexie and its queries above all, stays off its first path, and its fetch does not hold
 * up the page's load event either. Not simply in an effect: Preact runs a component's pending
 * effects at once when it renders again, and the popup's list renders twice before its first
 * frame (it measures itself), which pulled Dexie's fetch and parse in before the first paint.
 */
export function useAfterFirstPaint<M>(load: () => Promise<M>): M | undefined {
  const [loaded, setLoaded] = useState<M>();
  useEffect(() => {
    let stopped = false;
    void pagePainted()
      .then(load)
      .then((module) => stopped || setLoaded(() => module));
    return () => {
      stopped = true;
    };
  }, []);
  return loaded;
}

/** A frame can wait forever in a hidden page: then this long is enough. */
const FRAME_TIMEOUT_MS = 100;

/** The page has loaded, and the frame after now has painted (or is overdue). */
const pagePainted = () =>
  new Promise<void>((resolve) => {
    const afterNextFrame = () => {
      const done = () => {
        clearTimeout(overdue);
        cancelAnimationFrame(frame);
        // A frame's callbacks run before it paints: a task queued from them runs after.
        setTimeout(resolve);
      };
      const overdue = setTimeout(done, FRAME_TIMEOUT_MS);
      const frame = requestAnimationFrame(done);
    };
    if (document.readyState === 'complete') afterNextFrame();
    else addEventListener('load', afterNextFrame, { once: true });
  });
