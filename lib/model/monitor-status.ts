import { message, wordsFor } from './i18n';
import type { Monitor } from './monitoring/types';

/** What a monitor is doing, in one word: paused wins over what its last check said. */
export const monitorState = (monitor: Pick<Monitor, 'status' | 'pause'>) =>
  monitor.pause === 'paused' ? 'paused' : monitor.status;

/** "Up", "Down", "Paused", "Pending" in the UI language; a status the API adds, as it is. */
export const statusWord = wordsFor({
  down: () => message('statusDown'),
  paused: () => message('statusPaused'),
  pending: () => message('statusPending'),
  up: () => message('statusUp'),
});
