import { scheduledUntil } from '../../../lib/model/maintenance';
import type { WindowRecord } from './records-status';

export type WindowStatus = 'scheduled' | 'active' | 'paused' | 'ended';

/**
 * Status by the clock, except that ending or pausing a window overrides it. A one-off window is
 * over after its end. A repeating one runs from the start's wall-clock time in its `timezone`
 * on each day it repeats, for as long as start..end (docs/MONITORING-API.md): the rule the
 * extension reads cached windows by, so it is the one rule, not a copy that could drift.
 */
export function windowStatus(window: WindowRecord, now: Date): WindowStatus {
  const { schedule } = window;
  const at = now.getTime();
  if (window.endedAt) return 'ended';
  if (schedule.type === 'once' && at >= Date.parse(schedule.end)) return 'ended';
  if (window.paused) return 'paused';
  return scheduledUntil(schedule, at) ? 'active' : 'scheduled';
}
