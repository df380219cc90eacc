import { formatTime, formatTimeAgo } from '../../lib/model/date-formats';
import { policyOf } from '../../lib/model/errors/error-policy';
import { type OutboxEntry, UNTIL_SIGNED_IN } from '../../lib/model/outbox-row';
import { writeNamed } from '../../lib/model/write-words';
import { message, plural, uiLocale } from '../../lib/platform/i18n';

/** "Comment on ‘Payments’", "Resume ‘Blog’": what a write does, as a sentence's start. */
export function writeTitle(
  operation: string,
  recordName: string | null,
  payload?: unknown,
): string {
  const words = writeNamed(operation, recordName, payload);
  return words.charAt(0).toLocaleUpperCase(uiLocale()) + words.slice(1);
}

/** An outbox entry's heading. */
export const entryTitle = ({ row, recordName }: OutboxEntry) =>
  writeTitle(row.operation, recordName, row.payload);

export const madeText = (entry: OutboxEntry, now: number) =>
  message('outboxMade', formatTimeAgo(entry.row.createdAt, now));

/** Why a queued write has not reached the server yet, in the user's words. */
export function whyWaiting({ row, waitsFor }: OutboxEntry, now: number, online: boolean): string {
  if (row.state === 'failed') return message('outboxRefused', row.lastError?.message ?? '');
  if (row.state === 'needs-confirmation') return message('outboxMaybeSent');
  // Only a write not safe to repeat is marked so; a safe one on the wire still reads as waiting
  // for the second it takes, the worker alone knowing it is in flight (docs/ERRORS.md).
  if (row.state === 'in-flight') return message('outboxSending');
  if (row.state === 'uncertain') return message('outboxChecking');
  if (row.state === 'answered') return message('outboxSaving');
  if (row.nextAttemptAt === UNTIL_SIGNED_IN) return message('outboxSignIn');
  if (waitsFor)
    return message(
      'outboxWaitingFor',
      writeNamed(waitsFor.operation, waitsFor.recordName, waitsFor.payload),
    );
  if (!online) return message('outboxOffline');
  if (row.lastError && row.nextAttemptAt > now) {
    const at = formatTime(row.nextAttemptAt);
    const waiting = policyOf(row.lastError.kind).waiting;
    if (waiting === 'unreachable') return message('outboxUnreachable', at);
    if (waiting === 'server-busy') return message('outboxServerBusy', at);
    return message('outboxNotSentYet', at);
  }
  return message('outboxWaitingToSend');
}

/** "2 changes not sent yet, 1 refused by the server." — or that nothing is left to send. */
export function outboxSummary(entries: readonly OutboxEntry[]): string {
  if (entries.length === 0) return message('outboxNoneWaiting');
  const refused = entries.filter((e) => e.row.state === 'failed').length;
  const waiting = plural('pendingWrites', entries.length - refused);
  const refusedText = plural('outboxRefusedCount', refused);
  if (refused === 0) return `${waiting}.`;
  if (refused === entries.length) return `${refusedText}.`;
  return message('outboxSummary', [waiting, refusedText]);
}
