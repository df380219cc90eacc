import { type OutboxRow, WRITE_STATE_WORDS } from '../../lib/model/outbox-row';
import { message } from '../../lib/platform/i18n';
import { writeTitle } from './outbox-words';

export interface WriteStatusProps {
  rows: readonly OutboxRow[];
  onRetry: (seq: number) => void;
  onDiscard: (seq: number) => void;
}

/** A record's unsent or failed changes: badge, the server's message, retry and discard. */
export function WriteStatus({ rows, onRetry, onDiscard }: WriteStatusProps) {
  if (rows.length === 0) return null;
  return (
    <ul class="write-status" data-testid="write-status">
      {rows.map((row) => (
        <li key={row.seq} class={`write-${row.state}`}>
          <span class="badge">{WRITE_STATE_WORDS[row.state].word()}</span>{' '}
          <span class="muted">{writeTitle(row.operation, null, row.payload)}</span>
          {row.lastError && (
            <span class={row.state === 'failed' ? 'error' : 'muted'}>
              {' '}
              — {row.lastError.message}
            </span>
          )}
          {(row.state === 'failed' ||
            row.state === 'needs-confirmation' ||
            row.state === 'pending') &&
            row.seq !== undefined && (
              <span class="write-actions">
                <button type="button" onClick={() => onRetry(row.seq as number)}>
                  {row.state === 'needs-confirmation'
                    ? message('outboxSendAgain')
                    : message('writeRetryNow')}
                </button>
                <button type="button" onClick={() => onDiscard(row.seq as number)}>
                  {message('discard')}
                </button>
              </span>
            )}
        </li>
      ))}
    </ul>
  );
}
