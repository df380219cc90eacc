import { useEffect, useRef } from 'preact/hooks';
import type { OutboxRow } from '../../../lib/model/outbox-row';
import { hrefTo } from './routes';
import type { ResourceSpec } from './spec';

interface Created {
  tempId: string;
  /** Ids already cached when the create was queued: the new record is the one not among them. */
  before: Set<string>;
  /** Seen here once: cross-context liveQuery may still show the page from before the create. */
  seen: boolean;
}

/**
 * After a create the page shows the record under its temporary id. The server's answer replaces
 * that row and drops its outbox row in one transaction; then follow the record to its real id
 * rather than say it is gone. If the new id cannot be told apart (a sync brought others too),
 * fall back to the list, where it is.
 */
export function useFollowCreated<Row>(
  spec: ResourceSpec<Row>,
  data: { rows: Row[]; outbox: OutboxRow[] } | undefined,
  recordId: string | undefined,
) {
  const created = useRef<Created | null>(null);
  useEffect(() => {
    const pending = created.current;
    if (!data || !pending || recordId !== pending.tempId) return;
    const ids = data.rows.map(spec.idOf);
    const waiting = data.outbox.some((write) => write.recordId === pending.tempId);
    if (ids.includes(pending.tempId) || waiting) {
      pending.seen = true;
      return;
    }
    const fresh = ids.filter((id) => !pending.before.has(id));
    // Not seen yet and nothing new: this may be the page from before the create. But a server
    // that answered before the temporary row ever showed here leaves exactly one new id: follow it.
    if (!pending.seen && fresh.length === 0) return;
    created.current = null;
    location.replace(fresh.length === 1 ? hrefTo(spec.key, fresh[0] as string) : hrefTo(spec.key));
  }, [data, recordId, spec]);

  return (tempId: string, rows: readonly Row[]) => {
    created.current = { tempId, before: new Set(rows.map(spec.idOf)), seen: false };
  };
}
