import { useEffect, useState } from 'preact/hooks';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** "just now", "2 min ago", "3 hours ago" — the freshness people read at a glance. */
export function timeAgo(then: number, now: number): string {
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

export function clockTime(when: number | string): string {
  return new Date(when).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/** Re-renders every `ms` so "2 min ago" stays true while the page is open. */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
