import { isStale } from '../sync/badge';
import type { SyncStateRow } from './rows';

export type OverallState =
  | { kind: 'setup' }
  | { kind: 'signed-out'; message: string }
  | { kind: 'first-sync' }
  | { kind: 'offline' }
  | { kind: 'stale' }
  | { kind: 'down'; count: number }
  | { kind: 'all-up' };

export interface OverallFacts {
  configured: boolean;
  /** navigator.onLine of the page looking. */
  online: boolean;
  monitorsSync: SyncStateRow | undefined;
  downCount: number;
  intervalMinutes: number;
  now: number;
}

const AUTH_KINDS = new Set(['auth', 'config']);
const UNREACHABLE_KINDS = new Set(['offline', 'timeout']);

/**
 * The popup header's one-line truth (issue 7): never "all up" from data too old to say so,
 * never "down" hidden behind an error. Order matters: what the user must act on comes first.
 */
export function overallState(facts: OverallFacts): OverallState {
  if (!facts.configured) return { kind: 'setup' };
  const sync = facts.monitorsSync;
  if (sync?.lastError && AUTH_KINDS.has(sync.lastError.kind)) {
    return { kind: 'signed-out', message: sync.lastError.message };
  }
  if (!sync?.lastSuccessAt) return facts.online ? { kind: 'first-sync' } : { kind: 'offline' };
  if (!facts.online || (sync.lastError && UNREACHABLE_KINDS.has(sync.lastError.kind)))
    return { kind: 'offline' };
  if (
    isStale({
      lastSuccessAt: sync.lastSuccessAt,
      intervalMinutes: facts.intervalMinutes,
      now: facts.now,
    })
  ) {
    return { kind: 'stale' };
  }
  return facts.downCount > 0 ? { kind: 'down', count: facts.downCount } : { kind: 'all-up' };
}
