import { type MessageKey, message } from '../platform/i18n';
import { isoDate } from './calendar';
import { formatDayAndTime, formatTime } from './date-formats';
import type { MaintenanceCover, MonitorState } from './monitor-state';

/**
 * Each state a user sees, its one word ("Down": the pill, the filters, the omnibox) and every
 * sentence that names it (the glance's headline, the badge's tooltip, the notifications). The
 * sentences say the state's word, in each language (tests/unit/model/state-words.test.ts), so
 * a German header never says "ausgefallen" beside a pill that says "Gestört".
 */
export const STATE_WORDS = {
  down: {
    word: () => message('statusDown'),
    sentences: ['overallDown_one', 'overallDown_other', 'notifyDownTitle', 'notifyUpAfterTitle'],
  },
  up: {
    word: () => message('statusUp'),
    sentences: ['overallAllUp', 'notifyUpTitle', 'notifyUpAfterTitle'],
  },
  paused: {
    word: () => message('statusPaused'),
    sentences: [
      'pausedUntil_one',
      'pausedUntil_other',
      'pausedUntilFirst_one',
      'pausedUntilFirst_other',
    ],
  },
  pending: { word: () => message('statusPending'), sentences: [] },
  maintenance: { word: () => message('statusMaintenance'), sentences: [] },
} as const satisfies Record<MonitorState, { word: () => string; sentences: readonly MessageKey[] }>;

/** "Up", "Down", "Paused", "Pending", "Maintenance" in the UI language; a status the API adds, as it is. */
export function statusWord(state: string): string {
  return Object.hasOwn(STATE_WORDS, state) ? STATE_WORDS[state as MonitorState].word() : state;
}

/**
 * Until when a maintenance window covers the monitor, short, as it stands beside the state's
 * word: "until 14:30" today, "until 2 December, 06:00" on another day; null when not covered or
 * its end is unknown.
 */
export function maintenanceUntil(cover: MaintenanceCover | undefined, now = Date.now()) {
  if (cover?.until === undefined) return null;
  const today = isoDate(cover.until) === isoDate(now);
  return message('untilTime', today ? formatTime(cover.until) : formatDayAndTime(cover.until, now));
}
