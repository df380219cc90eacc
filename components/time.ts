import { useEffect, useState } from 'preact/hooks';

/**
 * Re-renders every `ms` so "2 min ago" stays true while the page is open (the words themselves are
 * lib/model/date-formats.ts formatTimeAgo).
 */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
