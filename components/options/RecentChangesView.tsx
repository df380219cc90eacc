import { formatDayAndTime } from '../../lib/model/date-formats';
import {
  isNewSince,
  type TimelineChange,
  type TimelineEntry,
  type TimelineLook,
} from '../../lib/model/timeline';
import { lastedText, timelineChangeWord } from '../../lib/model/timeline-words';
import { message } from '../../lib/platform/i18n';
import { StatusBadge, type StatusTone } from './StatusBadge';
import './recent-changes.css';

export interface RecentChangesViewProps {
  /** Newest first. */
  entries: readonly TimelineEntry[];
  /** Older changes are kept beyond these. */
  more: boolean;
  /** When the user last looked, as it was when the view opened (null: never). */
  lastLook: TimelineLook | null;
  now: number;
  monitorHref: (monitorId: string) => string;
  onShowOlder: () => void;
  /** Only the changes of monitors whose name holds it; '' for all. */
  search: string;
  onSearch: (search: string) => void;
}

/** A resume is no state of its own: it is drawn in the neutral tone. */
const TONE: Record<TimelineChange, StatusTone> = {
  down: 'down',
  up: 'up',
  paused: 'paused',
  resumed: 'pending',
};

/**
 * Each up, down, pause and resume Gatehouse saw, newest first: which monitor, what, when and
 * for how long. Those recorded since the user last looked say "New" in words, not colour alone.
 */
export function RecentChangesView(props: RecentChangesViewProps) {
  const { entries, lastLook, now } = props;
  return (
    <>
      <p data-testid="timeline-last-looked">
        {lastLook === null
          ? message('timelineNeverLooked')
          : message('timelineLastLooked', formatDayAndTime(lastLook.at, now))}
      </p>
      <p>
        <input
          type="search"
          aria-label={message('timelineSearch')}
          placeholder={message('listSearch')}
          value={props.search}
          onInput={(event) => props.onSearch(event.currentTarget.value)}
          data-testid="timeline-search"
        />
      </p>
      {entries.length === 0 ? (
        <p data-testid="timeline-empty">
          {props.search.trim() ? message('timelineNoMatches') : message('timelineEmpty')}
        </p>
      ) : (
        <table class="recent-changes" data-testid="timeline">
          <thead>
            <tr>
              <th scope="col">{message('columnMonitor')}</th>
              <th scope="col">{message('timelineColumnChange')}</th>
              <th scope="col">{message('timelineColumnWhen')}</th>
              <th scope="col">{message('timelineColumnLasted')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <ChangeRow
                key={entry.seq}
                entry={entry}
                isNew={isNewSince(entry, lastLook)}
                now={now}
                href={props.monitorHref(entry.monitorId)}
              />
            ))}
          </tbody>
        </table>
      )}
      {props.more && (
        <p>
          <button type="button" onClick={props.onShowOlder} data-testid="timeline-older">
            {message('timelineShowOlder')}
          </button>
        </p>
      )}
    </>
  );
}

interface ChangeRowProps {
  entry: TimelineEntry;
  isNew: boolean;
  now: number;
  href: string;
}

function ChangeRow({ entry, isNew, now, href }: ChangeRowProps) {
  return (
    <tr class={isNew ? 'is-new' : undefined} data-testid="timeline-entry">
      <td>
        {isNew && (
          <span class="timeline-new" data-testid="timeline-new">
            {message('timelineNew')}
            <span class="visually-hidden"> {message('timelineNewSpoken')}</span>
          </span>
        )}
        <a href={href}>
          <bdi>{entry.name}</bdi>
        </a>
      </td>
      <td>
        <StatusBadge tone={TONE[entry.change]} text={timelineChangeWord(entry.change)} />
      </td>
      <td>
        <time dateTime={new Date(entry.at).toISOString()}>{formatDayAndTime(entry.at, now)}</time>
      </td>
      <td data-testid="timeline-lasted">{lastedText(entry)}</td>
    </tr>
  );
}
