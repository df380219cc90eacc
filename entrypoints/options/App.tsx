import { useEffect, useState } from 'preact/hooks';
import { SyncSettingsForm } from '../../components/SyncSettingsForm';
import { pollIntervalMinutesItem } from '../../lib/settings';

export function App() {
  const [interval, setInterval] = useState<number | null>(null);

  useEffect(() => {
    pollIntervalMinutesItem.getValue().then(setInterval);
  }, []);

  return (
    <main class="options">
      <h1>Gatehouse settings</h1>
      <section aria-labelledby="sync-heading">
        <h2 id="sync-heading">Sync</h2>
        {interval !== null && (
          <SyncSettingsForm
            pollIntervalMinutes={interval}
            onSave={(minutes) => pollIntervalMinutesItem.setValue(minutes)}
          />
        )}
      </section>
    </main>
  );
}
