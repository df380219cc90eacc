import { useState } from 'preact/hooks';
import { BulkPause, type BulkPauseScope } from '../../components/BulkPause';
import { useAfterFirstPaint, useLiveQuery } from '../../lib/containers/useLiveQuery';
import type { MonitorFilter } from '../../lib/model/monitor-filter';
import { filterOfScope, popupActions } from './actions';
import { loadLiveReads } from './usePopupData';

export interface BulkPauseContainerProps {
  categories: readonly { id: string; name: string }[];
  /** What the popup lists now: "the listed ones" means these. */
  filter: MonitorFilter;
  listedCount: number | null;
  resumes: readonly { resumeAt: number }[];
  now: number;
}

/**
 * The bulk pause, with how many it would pause counted while its form is open (and again as the
 * background writes), so the button says what it will do before it is pressed.
 */
export function BulkPauseContainer(props: BulkPauseContainerProps) {
  const [scope, setScope] = useState<BulkPauseScope | null>(null);
  const live = useAfterFirstPaint(loadLiveReads);
  const filter = scope && filterOfScope(scope, props.filter);
  const counted = filter && JSON.stringify(filter);
  const answer = useLiveQuery(
    live && filter
      ? async () => ({ counted, count: await live.bulkPauseCount(live.db, filter) })
      : undefined,
    [counted],
  );
  return (
    <BulkPause
      categories={props.categories}
      listedCount={props.listedCount}
      resumes={props.resumes}
      now={props.now}
      // An answer for an earlier choice is not this one's.
      willPause={answer?.counted === counted ? answer.count : undefined}
      onChoice={setScope}
      onPause={(chosen, until) => popupActions.pauseMany(chosen, props.filter, until)}
    />
  );
}
