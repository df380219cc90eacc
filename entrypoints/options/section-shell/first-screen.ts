import { readMonitorListFirstPaint } from '../../../lib/storage/options-first-paint';
import { parseHash } from './routes';

/*
 * What the options page reads before its first render, and nothing more: main.tsx starts this
 * read before the rest of the page (Preact, the sections, Dexie) has loaded, so this module keeps
 * to what it needs.
 */

/** A list's first screen and a few rows more: what is drawn before all records are read. */
export const FIRST_SCREEN = 40;

/**
 * The first screen of the section the page opens on, when that is the list of monitors: the one
 * list that grows long enough (100,000 monitors) for its first rows to wait behind the page's
 * code and Dexie. Undefined for any other page, or when it could not be read: the page then reads
 * the usual way.
 */
export async function readOptionsFirstScreen(hash: string) {
  const [key, recordId] = parseHash(hash);
  if (key !== 'monitors' || recordId !== undefined) return undefined;
  const read = await readMonitorListFirstPaint(FIRST_SCREEN);
  return read ? { key, ...read } : undefined;
}

/** A section's list as read before the page rendered, with the section's key. */
export type SectionFirstScreen = NonNullable<Awaited<ReturnType<typeof readOptionsFirstScreen>>>;
