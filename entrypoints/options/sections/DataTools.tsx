import { useState } from 'preact/hooks';
import { useLiveQuery } from '../../../components/useLiveQuery';
import { db } from '../../../lib/db/database';
import { sendMessage } from '../../../lib/messaging/protocol';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Export local data (JSON, no secrets) and clear it, with a warning about unsent changes. */
export function DataTools() {
  const waiting = useLiveQuery(() => db.outbox.count()) ?? 0;
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);

  async function exportAll() {
    setStatus('Exporting…');
    const data = await sendMessage('exportData', {});
    download(`gatehouse-${data.exportedAt.slice(0, 10)}.json`, JSON.stringify(data, null, 2));
    setStatus(
      `Exported ${Object.values(data.tables).reduce((n, rows) => n + rows.length, 0)} records.`,
    );
  }
  async function clearAll() {
    setConfirming(false);
    await sendMessage('clearLocalData', {});
    setStatus('Local data cleared. It will be synced again from the servers.');
  }

  return (
    <div class="data-tools">
      <h3>Your data</h3>
      <button type="button" onClick={() => void exportAll()} data-testid="export">
        Export local data
      </button>{' '}
      {confirming ? (
        <span role="alert">
          {waiting > 0 ? `${waiting} change(s) have not reached the server and will be lost. ` : ''}
          Clear everything?{' '}
          <button type="button" class="danger" onClick={() => void clearAll()}>
            Yes, clear
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </span>
      ) : (
        <button
          type="button"
          class="danger"
          onClick={() => setConfirming(true)}
          data-testid="clear-data"
        >
          Clear all local data
        </button>
      )}
      {status && (
        <p role="status" data-testid="data-status">
          {status === 'Exporting…' && <progress aria-label="Export progress" />} {status}
        </p>
      )}
    </div>
  );
}
