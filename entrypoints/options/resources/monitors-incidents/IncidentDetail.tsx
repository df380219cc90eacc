import { formatDateTime } from '../../../../lib/model/date-formats';
import type { OutboxRow } from '../../../../lib/model/outbox-row';
import type { RecordOf } from '../../../../lib/model/resources';
import { message } from '../../../../lib/platform/i18n';
import { hrefTo } from '../../section-shell/routes';
import { CommentForm } from './CommentForm';
import { incidentDurationText, statusText } from './incident-format';

export interface IncidentDetailProps {
  row: RecordOf<'incidents'>;
  /** A comment the server refused, back in the box to fix and send again. */
  refusedComment?: OutboxRow;
}

/**
 * A comment made here carries the outbox's temporary `local-…` id (lib/background/outbox/writes/action-writes.ts
 * commentOnIncident) until the server's copy of the incident replaces it.
 */
const notSentYet = (id: unknown) => String(id ?? '').startsWith('local-');

/** What happened, in order, what people said about it, and a box to say more. */
export function IncidentDetail({ row, refusedComment }: IncidentDetailProps) {
  const activity = [...(row.activity ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const comments = row.comments ?? [];
  const started = formatDateTime(row.startedAt);
  const lasted = incidentDurationText(row);
  const span = row.resolvedAt
    ? message('incidentEnded', [started, formatDateTime(row.resolvedAt), lasted])
    : message('incidentGoingOn', [started, lasted]);
  return (
    <div class="incident-detail">
      <p data-testid="incident-summary">
        <strong>{statusText(row.status)}</strong> — {row.cause || message('incidentNoCause')}.{' '}
        {span}{' '}
        {row.monitorId && (
          <a href={hrefTo('monitors', String(row.monitorId))}>{message('incidentOpenMonitor')}</a>
        )}
      </p>
      <h3>{message('incidentActivity')}</h3>
      <ol class="timeline" data-testid="incident-activity">
        {activity.map((entry, i) => (
          <li key={entry.id ?? i}>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> —{' '}
            {entry.message}
          </li>
        ))}
      </ol>
      <h3>{message('incidentComments')}</h3>
      {comments.length === 0 && <p class="muted">{message('incidentNoComments')}</p>}
      <ul class="comments" data-testid="incident-comments">
        {comments.map((comment, i) => (
          <li key={comment.id ?? i} data-testid="incident-comment">
            <p>{comment.comment}</p>
            <small class="muted">
              {comment.author || message('incidentSomeone')}, {formatDateTime(comment.createdAt)}
            </small>
            {notSentYet(comment.id) && (
              <span class="badge badge-pending"> {message('listUnsentBadge')}</span>
            )}
          </li>
        ))}
      </ul>
      <CommentForm
        key={refusedComment?.seq ?? 'new'}
        incidentId={String(row.id)}
        refused={refusedComment}
      />
    </div>
  );
}
