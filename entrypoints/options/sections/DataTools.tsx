import { useState } from 'preact/hooks';
import { ClearDataConfirm } from '../../../components/options/ClearDataConfirm';
import { clearDataStrings } from '../../../components/options/clear-data-strings';
import { useLiveQuery } from '../../../lib/containers/useLiveQuery';
import { sendMessage } from '../../../lib/messaging/protocol';
import { message, plural } from '../../../lib/platform/i18n';
import { db } from '../../../lib/storage/database';
import { whatClearingLoses } from '../../../lib/storage/local-data';
import { download } from './download';

const EXPORTING = message('dataExporting');

const NOTHING_AT_STAKE = { unsentChanges: 0, unconfirmedPurchases: 0, boughtTickets: 0 };

/**
 * Export local data (JSON, no secrets) and clear it, saying what is lost (unsent changes) and
 * what is kept (bought tickets) before it happens.
 */
export function DataTools() {
  const atStake = useLiveQuery(() => whatClearingLoses(db)) ?? NOTHING_AT_STAKE;
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);

  async function exportAll() {
    setStatus(EXPORTING);
    const data = await sendMessage('exportData', {});
    download(
      `gatehouse-${data.exportedAt.slice(0, 10)}.json`,
      JSON.stringify(data, null, 2),
      'application/json',
    );
    setStatus(
      plural(
        'dataExported',
        Object.values(data.tables).reduce((n, rows) => n + rows.length, 0),
      ),
    );
  }
  async function clearAll(includeTickets: boolean) {
    const tickets = atStake.boughtTickets;
    setConfirming(false);
    await sendMessage('clearLocalData', { includeTickets });
    const ticketNote = includeTickets
      ? clearDataStrings.clearedTicketsDeleted(tickets)
      : clearDataStrings.clearedTicketsKept(tickets);
    setStatus(`${clearDataStrings.cleared}${tickets > 0 ? ` ${ticketNote}` : ''}`);
  }

  return (
    <div class="data-tools">
      <h3>{message('dataHeading')}</h3>
      <button type="button" onClick={() => void exportAll()} data-testid="export">
        {message('dataExport')}
      </button>{' '}
      {confirming ? (
        <ClearDataConfirm
          {...atStake}
          onConfirm={(includeTickets) => void clearAll(includeTickets)}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <button
          type="button"
          class="danger"
          onClick={() => setConfirming(true)}
          data-testid="clear-data"
        >
          {clearDataStrings.button}
        </button>
      )}
      {status && (
        <p role="status" data-testid="data-status">
          {status === EXPORTING && <progress aria-label={message('dataExportProgress')} />} {status}
        </p>
      )}
    </div>
  );
}
