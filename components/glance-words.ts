import { formatTime, formatTimeAgo } from '../lib/model/date-formats';
import type { OverallState } from '../lib/model/overall-state';
import { strings } from './strings';

/*
 * What the glance says, in words: the popup's header (GlanceHeader) and the options page's header
 * (options/OptionsHeader) say the same state the same way.
 */

/** States in which the pages show what an earlier sync saved, if any. */
const FAILING = new Set<OverallState['kind']>([
  'background-stopped',
  'offline',
  'unreachable',
  'not-answering',
  'sync-failing',
]);

/** "2 monitors down", "Offline — showing saved data". */
export function glanceHeadline(state: OverallState, saved: boolean) {
  if (state.kind === 'down') return strings.overall.down(state.count);
  if (state.kind === 'rate-limited')
    return strings.overall['rate-limited'](formatTime(state.retryAt));
  const words = strings.overall[state.kind];
  return FAILING.has(state.kind) ? strings.failingGlance(words, saved) : words;
}

/** Why the sync failed, in the failure's own words; else what the last sync left out. */
export function glanceReason(state: OverallState, warning: string | null) {
  if (state.kind === 'sync-failing' || state.kind === 'not-answering') return state.message;
  return state.kind === 'rate-limited' ? null : warning;
}

/**
 * "Synced 2 min ago · the last try failed", or null. Not connected: a sync time left by an
 * earlier connection would claim fresh data. Never synced and failing: the headline already says
 * "not synced yet".
 */
export function syncedText(
  state: OverallState,
  lastSuccessAt: number | null,
  lastTryFailed: boolean,
  now: number,
) {
  if (state.kind === 'setup' || (FAILING.has(state.kind) && !lastSuccessAt)) return null;
  const synced = lastSuccessAt
    ? strings.lastSynced(formatTimeAgo(lastSuccessAt, now))
    : strings.neverSynced;
  return lastTryFailed ? `${synced} · ${strings.lastTryFailed}` : synced;
}

/** "3 changes waiting", or the refused ones first: those need the user. Null when none. */
export function writesText(waiting: number, failed: number) {
  if (failed) return strings.failedWrites(failed);
  return waiting ? strings.pendingWrites(waiting) : null;
}
