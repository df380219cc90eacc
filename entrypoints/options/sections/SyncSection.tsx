import { useState } from 'preact/hooks';
import { SyncSettingsForm } from '../../../components/SyncSettingsForm';
import { useStorageItem } from '../../../lib/containers/useStorageItem';
import { sendMessage } from '../../../lib/messaging/protocol';
import {
  eventSyncWindowItem,
  notificationsEnabledItem,
  pollIntervalMinutesItem,
} from '../../../lib/storage/settings';
import { SidePanelSetting } from './SidePanelSetting';
import { syncSummary } from './sync-summary';

/**
 * Polling interval, notifications, what the toolbar button opens, the museum event window, and a
 * manual full sync.
 */
export function SyncSection() {
  const interval = useStorageItem(pollIntervalMinutesItem);
  const notifications = useStorageItem(notificationsEnabledItem);
  const eventWindow = useStorageItem(eventSyncWindowItem);
  const [syncing, setSyncing] = useState<string | null>(null);
  if (interval === undefined || notifications === undefined || !eventWindow)
    return <p aria-busy="true">Loading…</p>;
  const settings = { interval, notifications, window: eventWindow };

  async function syncNow() {
    setSyncing('Syncing everything…');
    const outcomes = await sendMessage('refresh', {}).catch(() => []);
    setSyncing(syncSummary(outcomes));
  }

  return (
    <section aria-labelledby="sync-heading">
      <h2 id="sync-heading">Sync & notifications</h2>
      <SyncSettingsForm
        pollIntervalMinutes={settings.interval}
        onSave={(minutes) => pollIntervalMinutesItem.setValue(minutes)}
      />
      <p>
        <label>
          <input
            type="checkbox"
            checked={settings.notifications}
            onChange={(e) => void notificationsEnabledItem.setValue(e.currentTarget.checked)}
            data-testid="notifications-enabled"
          />{' '}
          Notify me when a monitor goes down or recovers (after two checks agree)
        </label>
      </p>
      <SidePanelSetting />
      <fieldset class="inline-fields">
        <legend>Museum events to keep</legend>
        <label>
          Days back{' '}
          <input
            type="number"
            min={0}
            max={365}
            value={settings.window.daysBack}
            onChange={(e) =>
              void eventSyncWindowItem.setValue({
                ...settings.window,
                daysBack: Math.max(0, Number(e.currentTarget.value)),
              })
            }
          />
        </label>
        <label>
          Days ahead{' '}
          <input
            type="number"
            min={1}
            max={730}
            value={settings.window.daysAhead}
            onChange={(e) =>
              void eventSyncWindowItem.setValue({
                ...settings.window,
                daysAhead: Math.max(1, Number(e.currentTarget.value)),
              })
            }
          />
        </label>
      </fieldset>
      <p>
        <button
          type="button"
          onClick={() => void syncNow()}
          disabled={syncing === 'Syncing everything…'}
          data-testid="sync-now"
        >
          Sync everything now
        </button>{' '}
        {syncing && (
          <span role="status" data-testid="sync-result">
            {syncing === 'Syncing everything…' && <progress aria-label="Sync progress" />} {syncing}
          </span>
        )}
      </p>
    </section>
  );
}
