import { OutboxEntryView } from '../../../components/options/OutboxEntryView';
import { outboxSummary } from '../../../components/options/outbox-words';
import { useNow } from '../../../components/time';
import { useLiveQuery } from '../../../lib/containers/useLiveQuery';
import { useOnline } from '../../../lib/containers/useOnline';
import type { OutboxEntry } from '../../../lib/model/outbox-row';
import { message } from '../../../lib/platform/i18n';
import { db } from '../../../lib/storage/database';
import { outboxEntries } from '../../../lib/storage/outbox-queries';
import { hrefTo } from '../section-shell/routes';
import { discardWrite, retryWrite } from '../section-shell/writes';

/** Where a write's record is edited: its page (a purchase: the tickets); none after a delete. */
function editHrefOf({ row }: OutboxEntry): string | null {
  if (row.operation.startsWith('delete')) return null;
  if (row.table === 'tickets') return hrefTo('tickets');
  return hrefTo(row.table, row.recordId);
}

/**
 * The outbox inspector: every change made here that the server has not confirmed, named as
 * people name it, with why it is waiting or refused. Nothing is dropped silently; only the user
 * discards.
 */
export function OutboxSection() {
  const entries = useLiveQuery(() => outboxEntries(db));
  const now = useNow();
  const online = useOnline();
  if (!entries) return <p aria-busy="true">{message('optionsLoading')}</p>;
  return (
    <section aria-labelledby="outbox-heading">
      <h2 id="outbox-heading">{message('outboxTitle')}</h2>
      <p data-testid="outbox-summary">{outboxSummary(entries)}</p>
      {entries.length > 0 && (
        <ol class="outbox-list" aria-label={message('outboxEntryLabel')}>
          {entries.map((entry) => (
            <OutboxEntryView
              key={entry.row.seq}
              entry={entry}
              now={now}
              online={online}
              editHref={editHrefOf(entry)}
              onRetry={(seq) => void retryWrite(seq)}
              onDiscard={(seq) => void discardWrite(seq)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
