import { WriteStatus } from '../../../components/options/WriteStatus';
import { dateTimeText } from '../../../components/time';
import { useLiveQuery } from '../../../lib/containers/useLiveQuery';
import { db } from '../../../lib/storage/database';
import { discardWrite, retryWrite } from '../resource/writes';
import { hrefTo } from '../useHashRoute';

/**
 * The outbox inspector: every change made here that the server has not confirmed,
 * with why it is waiting or failed. Nothing is dropped silently; only the user discards.
 */
export function OutboxSection() {
  const rows = useLiveQuery(() => db.outbox.orderBy('seq').toArray());
  if (!rows) return <p aria-busy="true">Loading…</p>;
  const failed = rows.filter((row) => row.state === 'failed').length;
  return (
    <section aria-labelledby="outbox-heading">
      <h2 id="outbox-heading">Outbox</h2>
      <p data-testid="outbox-summary">
        {rows.length === 0
          ? 'Everything you changed has reached the server.'
          : `${rows.length - failed} change(s) waiting, ${failed} failed.`}
      </p>
      <ol class="outbox-list">
        {rows.map((row) => (
          <li key={row.seq} data-testid="outbox-row">
            <a href={hrefTo(row.table, row.recordId)}>{row.recordKey}</a>{' '}
            <span class="muted">
              queued {dateTimeText(row.createdAt)}, {row.attempts} attempt(s)
            </span>
            <WriteStatus
              rows={[row]}
              onRetry={(seq) => void retryWrite(seq)}
              onDiscard={(seq) => void discardWrite(seq)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
