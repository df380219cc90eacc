import { openReporting } from '../background/open-reporting';
import { registerAccountHandlers } from './account-handlers';
import {
  handleDiscardOutboxItem,
  handlePauseListedUntil,
  handlePauseMonitorFor,
  handleResubmitWrite,
  handleRetryOutboxItem,
  handleSubmitWrite,
  handleSubmitWrites,
} from './outbox-handlers';
import { onMessage } from './protocol';
import { readBackgroundStatus, type WorkerIdentity } from './status';
import { handleLoadSeries, handleRefresh, handleUptimeReport } from './sync-handlers';
import { registerTicketHandlers } from './ticket-handlers';

/**
 * Registers every message handler, synchronously, so a service worker woken by a message has its
 * listener in place before the message is dispatched. Payloads are checked in the handlers.
 */
export function registerMessageHandlers(worker: WorkerIdentity) {
  // The worker's connection, opened at the first message that needs it (worker-database.ts).
  const open = () => openReporting();
  onMessage('getStatus', () => readBackgroundStatus(worker, open));
  onMessage('refresh', async ({ data }) =>
    handleRefresh(await open(), Array.isArray(data?.resources) ? data.resources : undefined),
  );
  onMessage('submitWrite', async ({ data }) => handleSubmitWrite(await open(), data));
  onMessage('submitFormWrite', async ({ data }) => handleSubmitWrite(await open(), data));
  onMessage('submitWrites', async ({ data }) => handleSubmitWrites(await open(), data));
  onMessage('resubmitWrite', async ({ data }) => handleResubmitWrite(await open(), data));
  onMessage('retryOutboxItem', async ({ data }) => handleRetryOutboxItem(await open(), data));
  onMessage('discardOutboxItem', async ({ data }) => handleDiscardOutboxItem(await open(), data));
  onMessage('pauseMonitorFor', async ({ data }) => handlePauseMonitorFor(await open(), data));
  onMessage('pauseListedUntil', async ({ data }) => handlePauseListedUntil(await open(), data));
  onMessage('loadSeries', async ({ data }) => handleLoadSeries(await open(), data));
  onMessage('uptimeReport', ({ data }) => handleUptimeReport(data));
  registerTicketHandlers(open);
  registerAccountHandlers(open);
}
