import { policyOf } from './errors/error-policy';
import type { SyncStateRow } from './rows';

/*
 * The one reading of the glance: the popup header shows it in words and colour, the toolbar badge
 * (lib/background/glance/badge.ts) shows the same state in a few characters. Both call overallState() on the
 * same facts, and what a failed sync means comes from lib/model/errors/error-policy.ts, so they cannot
 * disagree about the same failure.
 */
export type OverallState =
  /** The background cannot open its database, or does not answer: nothing syncs or goes. */
  | { kind: 'background-stopped' }
  | { kind: 'setup' }
  | { kind: 'signed-out'; message: string }
  | { kind: 'first-sync' }
  /** The browser says it has no network. */
  | { kind: 'offline' }
  /** The browser is online, but the server could not be reached (refused, reset, no such host). */
  | { kind: 'unreachable' }
  /** Reached, but it hangs or drips: "Offline" is only for no connection at all. */
  | { kind: 'not-answering'; message: string }
  /** The server asked to wait (429); automatic syncs try again at `retryAt` (ms since epoch). */
  | { kind: 'rate-limited'; message: string; retryAt: number }
  | { kind: 'sync-failing'; message: string }
  | { kind: 'stale' }
  | { kind: 'down'; count: number }
  | { kind: 'all-up' };

export interface GlanceFacts {
  configured: boolean;
  /** navigator.onLine of the context looking. */
  online: boolean;
  monitorsSync: SyncStateRow | undefined;
  downCount: number;
  intervalMinutes: number;
  now: number;
  /**
   * The pages' own finding (lib/containers/useBackground.ts) that the background does no work;
   * the badge, drawn by a working background, leaves it out.
   */
  backgroundStopped?: boolean;
}

/** Data older than this many sync intervals is no longer a truthful glance. */
const STALE_AFTER_INTERVALS = 3;

function isStale(lastSuccessAt: number | null, intervalMinutes: number, now: number) {
  if (lastSuccessAt === null) return true;
  return now - lastSuccessAt > STALE_AFTER_INTERVALS * intervalMinutes * 60_000;
}

/**
 * Never "all up" from data too old to say so, never "down" hidden behind an error. Order
 * matters: what the user must act on comes first.
 */
export function overallState(facts: GlanceFacts): OverallState {
  // Before all else: no sync, no write and no sign-in happens until it works again.
  if (facts.backgroundStopped) return { kind: 'background-stopped' };
  if (!facts.configured) return { kind: 'setup' };
  const sync = facts.monitorsSync;
  const problem = sync?.lastError ? policyOf(sync.lastError.kind).glance : 'none';
  if (sync?.lastError && problem === 'signed-out')
    return { kind: 'signed-out', message: sync.lastError.message };
  // "Offline" only when the browser says so: a server that is down is not the user's network.
  if (!facts.online) return { kind: 'offline' };
  if (problem === 'unreachable') return { kind: 'unreachable' };
  if (!sync?.lastError) return freshness(sync, facts);
  const { message } = sync.lastError;
  if (problem === 'not-answering') return { kind: 'not-answering', message };
  if (problem === 'rate-limited') return { kind: 'rate-limited', message, retryAt: sync.notBefore };
  // The sync is failing either way; its message says whether the server or this device is why.
  if (problem === 'server-trouble' || problem === 'storage-full')
    return { kind: 'sync-failing', message };
  return freshness(sync, facts);
}

/** With no failure to report: how fresh the data is, and what it says. */
function freshness(sync: SyncStateRow | undefined, facts: GlanceFacts): OverallState {
  if (!sync?.lastSuccessAt) return { kind: 'first-sync' };
  if (isStale(sync.lastSuccessAt, facts.intervalMinutes, facts.now)) return { kind: 'stale' };
  return facts.downCount > 0 ? { kind: 'down', count: facts.downCount } : { kind: 'all-up' };
}
