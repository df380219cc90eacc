import { type MessageKey, message } from './i18n';
import type { Monitor } from './monitoring/types';

/** What a monitor is doing, in one word: paused wins over what its last check said. */
export const monitorState = (monitor: Pick<Monitor, 'status' | 'pause'>) =>
  monitor.pause === 'paused' ? 'paused' : monitor.status;

const STATUS_WORDS: Record<string, MessageKey> = {
  down: 'statusDown',
  paused: 'statusPaused',
  pending: 'statusPending',
  up: 'statusUp',
};

/** "Up", "Down", "Paused", "Pending" in the UI language; a status the API adds, as it is. */
export function statusWord(state: string): string {
  const key = STATUS_WORDS[state];
  return key ? message(key) : state;
}
