import { message } from '../platform/i18n';
import { durationText } from './duration-words';
import { statusWord } from './monitor-status';
import { lastedFor, type TimelineChange, type TimelineEntry } from './timeline';

/**
 * A recent change in the state words every view uses ("Down", "Up", "Paused"); a resume, which
 * is no state, in the word the popup's notice says ("Resumed …").
 */
export function timelineChangeWord(change: TimelineChange): string {
  return change === 'resumed' ? message('timelineResumed') : statusWord(change);
}

/** How long a change lasted ("14 min"), or that it still does ("Still down", "Ongoing"). */
export function lastedText(entry: Pick<TimelineEntry, 'at' | 'until' | 'change'>): string {
  const lasted = lastedFor(entry);
  if (lasted !== null) return durationText(lasted);
  return entry.change === 'down' ? message('timelineStillDown') : message('timelineOngoing');
}
