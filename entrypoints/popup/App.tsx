import { useEffect, useState } from 'preact/hooks';
import { StatusPanel } from '../../components/StatusPanel';
import { type BackgroundStatus, sendMessage } from '../../lib/messaging/protocol';
import { pollIntervalMinutesItem } from '../../lib/settings';

export function App() {
  const [status, setStatus] = useState<BackgroundStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [interval, setInterval] = useState(pollIntervalMinutesItem.fallback);

  useEffect(() => {
    sendMessage('getStatus', {}).then(setStatus, (e: unknown) => setError(String(e)));
    pollIntervalMinutesItem.getValue().then(setInterval);
    return pollIntervalMinutesItem.watch(setInterval);
  }, []);

  return (
    <main class="popup">
      <header>
        <h1>Gatehouse</h1>
        <a href="/options.html" target="_blank" rel="noreferrer">
          Settings
        </a>
      </header>
      <StatusPanel status={status} error={error} pollIntervalMinutes={interval} />
    </main>
  );
}
