import { type MessageKey, message } from './i18n';
import type { Monitor } from './monitoring/types';

/**
 * What a monitor's last check says (published MonitorObject `status`). The API types it as a free
 * string, so a server may add others: Gatehouse draws and ranks such a status as pending (not
 * known to be up), and names it as the server does.
 */
const MONITOR_STATUSES = ['down', 'pending', 'up'] as const;
type MonitorStatus = (typeof MONITOR_STATUSES)[number];

/**
 * Every state a user sees a monitor in: its status, or paused, which someone chose. In the
 * glance's order (rows.ts MONITOR_RANK): the filters list them so too.
 */
export const MONITOR_STATES = [...MONITOR_STATUSES, 'paused'] as const;
export type MonitorState = (typeof MONITOR_STATES)[number];

const isStatus = (status: string): status is MonitorStatus =>
  (MONITOR_STATUSES as readonly string[]).includes(status);

type Stated = Pick<Monitor, 'status' | 'pause'>;

/**
 * The state a monitor is in: paused wins over what its last check said. null for a status the
 * API added (no state filter lists it but "all").
 */
export const knownState = (monitor: Stated): MonitorState | null =>
  monitor.pause === 'paused' ? 'paused' : isStatus(monitor.status) ? monitor.status : null;

/** What a monitor is doing, in one word (statusWord): its state, or a status the API adds as it is. */
export const monitorState = (monitor: Stated): string => knownState(monitor) ?? monitor.status;

/** The state a monitor is drawn and ranked as: a status the API adds is pending. */
export const drawnState = (monitor: Stated): MonitorState => knownState(monitor) ?? 'pending';

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
} as const satisfies Record<MonitorState, { word: () => string; sentences: readonly MessageKey[] }>;

/** "Up", "Down", "Paused", "Pending" in the UI language; a status the API adds, as it is. */
export function statusWord(state: string): string {
  return Object.hasOwn(STATE_WORDS, state) ? STATE_WORDS[state as MonitorState].word() : state;
}
