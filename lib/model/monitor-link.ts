/** Where the options page shows one monitor (its hash route, entrypoints/options/section-shell/useHashRoute.ts). */
export const monitorDetailPath = (monitorId: string) =>
  `/options.html#/monitors/${encodeURIComponent(monitorId)}` as const;

/** The options page's list of every monitor. */
export const MONITOR_LIST_PATH = '/options.html#/monitors';

/** The door view (entrypoints/door/): on one ticket, or, without one, on the next upcoming. */
export const doorPath = (ticketId?: string): `/door.html${string}` =>
  ticketId === undefined ? '/door.html' : `/door.html#/${encodeURIComponent(ticketId)}`;
