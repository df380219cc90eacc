import type { SyncOutcome } from '../../../lib/messaging/protocol';
import { listName } from '../../../lib/model/resource-nouns';

/** Why a resource was not fetched, in a user's words (lib/background/sync/engine.ts skip reasons). */
const SKIPPED_BECAUSE: Record<string, string> = {
  offline: 'offline',
  'not-configured': 'not set up',
  'backing-off': 'waiting to retry',
  'already-running': 'already syncing',
};

function skippedWords(skipped: SyncOutcome[]): string {
  const byReason = new Map<string, string[]>();
  for (const outcome of skipped) {
    const reason = SKIPPED_BECAUSE[outcome.reason ?? ''] ?? 'skipped';
    byReason.set(reason, [...(byReason.get(reason) ?? []), listName(outcome.resource)]);
  }
  return [...byReason].map(([reason, names]) => `${names.join(', ')} (${reason})`).join('; ');
}

/**
 * What "Sync everything now" did, truthfully: how many lists were fetched, which failed and
 * which were not even tried, and why. A skipped list was not checked.
 */
export function syncSummary(outcomes: readonly SyncOutcome[]): string {
  if (outcomes.length === 0) return 'Nothing was synced: the background did not answer.';
  const synced = outcomes.filter((o) => o.result === 'synced').length;
  const failed = outcomes.filter((o) => o.result === 'failed');
  const skipped = outcomes.filter((o) => o.result === 'skipped');
  const parts = [
    synced === 0 ? 'Nothing was synced.' : `Synced ${synced} of ${outcomes.length} lists.`,
  ];
  if (failed.length) parts.push(`Failed: ${failed.map((o) => listName(o.resource)).join(', ')}.`);
  if (skipped.length) parts.push(`Not fetched: ${skippedWords(skipped)}.`);
  return parts.join(' ');
}
