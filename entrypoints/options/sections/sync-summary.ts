import type { SyncOutcome } from '../../../lib/messaging/protocol';
import { nounWords } from '../../../lib/model/resource-noun-words';
import { listName } from '../../../lib/model/resource-nouns';
import { message, plural } from '../../../lib/platform/i18n';

/** Why a resource was not fetched, in a user's words (lib/background/sync/engine.ts skip reasons). */
const SKIPPED_BECAUSE: Record<string, () => string> = {
  offline: () => message('syncSkippedOffline'),
  'not-configured': () => message('syncSkippedNotSetUp'),
  'backing-off': () => message('syncSkippedWaiting'),
  'already-running': () => message('syncSkippedBusy'),
};

const listsOf = (outcomes: readonly SyncOutcome[]) =>
  outcomes.map((outcome) => nounWords(listName(outcome.resource))).join(', ');

function skippedWords(skipped: SyncOutcome[]): string {
  const byReason = new Map<string, SyncOutcome[]>();
  for (const outcome of skipped) {
    const reason = SKIPPED_BECAUSE[outcome.reason ?? '']?.() ?? message('syncSkippedOther');
    byReason.set(reason, [...(byReason.get(reason) ?? []), outcome]);
  }
  return [...byReason]
    .map(([reason, lists]) => message('syncSkippedGroup', [listsOf(lists), reason]))
    .join('; ');
}

/**
 * What "Sync everything now" did, truthfully: how many lists were fetched, which failed and
 * which were not even tried, and why. A skipped list was not checked.
 */
export function syncSummary(outcomes: readonly SyncOutcome[]): string {
  if (outcomes.length === 0) return message('syncNoAnswer');
  const synced = outcomes.filter((o) => o.result === 'synced').length;
  const failed = outcomes.filter((o) => o.result === 'failed');
  const skipped = outcomes.filter((o) => o.result === 'skipped');
  const parts = [
    synced === 0
      ? message('syncNothingSynced')
      : plural('syncListsSynced', outcomes.length, [String(synced)]),
  ];
  if (failed.length) parts.push(message('syncListsFailed', listsOf(failed)));
  if (skipped.length) parts.push(message('syncListsNotFetched', skippedWords(skipped)));
  return parts.join(' ');
}
