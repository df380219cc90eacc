import { db } from '../storage/database';
import { registerAccountHandlers } from './account-handlers';
import {
  handleDiscardOutboxItem,
  handlePauseListedUntil,
  handlePauseMonitorFor,
  handleResubmitWrite,
  handleRetryOutboxItem,
  handleSubmitWrite,
} from './outbox-handlers';
import { onMessage } from './protocol';
import { readBackgroundStatus, type WorkerIdentity } from './status';
import { handleLoadSeries, handleRefresh } from './sync-handlers';
import { registerTicketHandlers } from './ticket-handlers';

/**
 * Registers every message handler, synchronously, so a service worker woken by a message has its
 * listener in place before the message is dispatched. Payloads are checked in the handlers.
 */
export function registerMessageHandlers(worker: WorkerIdentity) {
  onMessage('getStatus', () => readBackgroundStatus(worker));
  onMessage('refresh', ({ data }) =>
    handleRefresh(db, Array.isArray(data?.resources) ? data.resources : undefined),
  );
  onMessage('submitWrite', ({ data }) => handleSubmitWrite(db, data));
  onMessage('submitFormWrite', ({ data }) => handleSubmitWrite(db, data));
  onMessage('resubmitWrite', ({ data }) => handleResubmitWrite(db, data));
  onMessage('retryOutboxItem', ({ data }) => handleRetryOutboxItem(db, data));
  onMessage('discardOutboxItem', ({ data }) => handleDiscardOutboxItem(db, data));
  onMessage('pauseMonitorFor', ({ data }) => handlePauseMonitorFor(db, data));
  onMessage('pauseListedUntil', ({ data }) => handlePauseListedUntil(db, data));
  onMessage('loadSeries', ({ data }) => handleLoadSeries(db, data));
  registerTicketHandlers(db);
  registerAccountHandlers(db);
}
