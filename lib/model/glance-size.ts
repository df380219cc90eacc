/** The popup has room for this many open incidents; the rest are one link away. */
export const INCIDENTS_SHOWN = 3;
