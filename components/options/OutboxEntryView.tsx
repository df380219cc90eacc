import type { OutboxEntry } from '../../lib/model/outbox-row';
import { message } from '../../lib/platform/i18n';

import { WithNameIsolated } from '../Isolated';
import './outbox.css';
import { entryTitle, madeText, whyWaiting } from './outbox-words';

export interface OutboxEntryViewProps {
  entry: OutboxEntry;
  now: number;
  /** Whether this page has a network: offline, nothing is tried, and the entry says so. */
  online: boolean;
  /** The record's page, where its form opens with the queued values; null when there is none. */
  editHref: string | null;
  onRetry: (seq: number) => void;
  onDiscard: (seq: number) => void;
}

/** States in which the user may push a write out again, or drop it. */
const RETRYABLE = new Set(['failed', 'needs-confirmation', 'pending']);
const DISCARDABLE = new Set(['failed', 'needs-confirmation', 'pending', 'uncertain']);

/**
 * One queued write, as people say it: what it does to which record, when it was made, why it
 * has not gone, and what can be done about it. Never an id or an operation's code name.
 */
export function OutboxEntryView({ entry, now, online, editHref, ...props }: OutboxEntryViewProps) {
  const { row } = entry;
  const refused = row.state === 'failed';
  return (
    <li class={`outbox-entry write-${row.state}`} data-testid="outbox-row">
      <p class="outbox-what">
        <strong>
          <WithNameIsolated text={entryTitle(entry)} name={entry.recordName} />
        </strong>{' '}
        —{' '}
        <span class={refused ? 'error' : undefined} data-testid="outbox-why">
          <WithNameIsolated
            text={whyWaiting(entry, now, online)}
            name={entry.waitsFor?.recordName ?? null}
          />
        </span>
      </p>
      <p class="muted outbox-made">{madeText(entry, now)}</p>
      <p class="outbox-actions">
        {editHref && <a href={editHref}>{message('outboxEdit')}</a>}
        {RETRYABLE.has(row.state) && (
          <button type="button" onClick={() => props.onRetry(row.seq)}>
            {row.state === 'needs-confirmation'
              ? message('outboxSendAgain')
              : message('outboxRetry')}
          </button>
        )}
        {DISCARDABLE.has(row.state) && (
          <button type="button" onClick={() => props.onDiscard(row.seq)}>
            {message('discard')}
          </button>
        )}
      </p>
    </li>
  );
}
