export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** ISO timestamp `ms` before `now`: how the demo data dates its records relative to start-up. */
export function isoBefore(now: Date, ms: number) {
  return new Date(now.getTime() - ms).toISOString();
}

/** `YYYY-MM-DD` of an instant, in UTC. */
export function isoDay(at: Date | number) {
  return new Date(at).toISOString().slice(0, 10);
}
