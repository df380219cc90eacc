import { useState } from 'preact/hooks';
import { formatTime } from '../lib/model/date-formats';
import { INCIDENTS_SHOWN } from '../lib/model/glance-size';
import type { RecordOf } from '../lib/model/resources';
import { IncidentComment } from './IncidentComment';
import { strings } from './strings';

export interface IncidentStripProps {
  /** The newest open incidents (at least INCIDENTS_SHOWN of them when there are that many). */
  open: readonly RecordOf<'incidents'>[];
  /** How many are open in all. */
  count: number;
  /** Where an incident's detail is: its page in the options. */
  incidentHref: (incidentId: string) => string;
  /** Every incident, for when there are more than the popup lists. */
  allHref: string;
  onComment: (incidentId: string, comment: string) => Promise<string | null>;
}

/** Open incidents, newest first: each opens in Settings and takes a quick comment. */
export function IncidentStrip({
  open,
  count,
  incidentHref,
  allHref,
  onComment,
}: IncidentStripProps) {
  const [writing, setWriting] = useState<string | null>(null);
  const title = count ? strings.incidents(count) : strings.noIncidents;
  const more = count - INCIDENTS_SHOWN;
  return (
    <section class="strip incidents" aria-label={title} data-testid="incident-strip">
      <h2>{title}</h2>
      <ul class="incident-list">
        {open.slice(0, INCIDENTS_SHOWN).map((incident) => {
          const name = incident.monitorName ?? incident.monitorId ?? incident.id;
          return (
            <li key={incident.id} data-testid="incident-item">
              <a href={incidentHref(incident.id)} target="_blank" rel="noreferrer" title={name}>
                <bdi>{name}</bdi>
              </a>{' '}
              <span class="muted">{strings.incidentSince(formatTime(incident.startedAt))}</span>{' '}
              {writing !== incident.id && (
                <button
                  type="button"
                  class="link-button"
                  aria-label={strings.commentOn(name)}
                  onClick={() => setWriting(incident.id)}
                >
                  {strings.comment}
                </button>
              )}
              {writing === incident.id && (
                <IncidentComment
                  incident={incident}
                  onComment={onComment}
                  onClose={() => setWriting(null)}
                />
              )}
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <a href={allHref} target="_blank" rel="noreferrer" data-testid="more-incidents">
          {strings.moreIncidents(more)}
        </a>
      )}
    </section>
  );
}
