/**
 * Why the background does no work, as every page tells the user: it could not open its saved
 * data (it says so itself: lib/background/open-reporting.ts), or it does not answer at all.
 * Either way nothing is synced or sent, whatever the saved data last said.
 */
export type BackgroundTrouble = { kind: 'no-database'; detail: string } | { kind: 'silent' };

/**
 * A background that has not answered in this long is taken as not working: a worker woken from
 * sleep opens its database in well under a second, a rebuild of a large one in a few.
 */
export const SILENT_AFTER_MS = 10_000;

/** A page that has not painted by then asks anyway: it may be waiting on the background. */
export const ASK_FIRST_MS = 2_000;

/** While a page is open it asks again this often, so a background that stops is noticed. */
export const ASK_AGAIN_MS = 60_000;
