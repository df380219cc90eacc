import { onMessage } from './protocol';
import { readBackgroundStatus, type WorkerIdentity } from './status';

/**
 * Registers every message handler, synchronously, so a service worker woken by a message has its
 * listener in place before the message is dispatched.
 */
export function registerMessageHandlers(worker: WorkerIdentity) {
  onMessage('getStatus', () => readBackgroundStatus(worker));
}
