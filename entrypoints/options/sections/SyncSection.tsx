import { useState } from 'preact/hooks';
import { describedBy, Field } from '../../../components/options/Field';
import { SyncSettingsForm } from '../../../components/options/SyncSettingsForm';
import { useStorageItem } from '../../../lib/containers/useStorageItem';
import { sendMessage } from '../../../lib/messaging/protocol';
import { message } from '../../../lib/platform/i18n';
import {
  eventSyncWindowItem,
  notificationsEnabledItem,
  pollIntervalMinutesItem,
} from '../../../lib/storage/settings';
import { QuietHoursSetting } from './QuietHoursSetting';
import { SidePanelSetting } from './SidePanelSetting';
import { syncSummary } from './sync-summary';

const RUNNING = message('syncRunning');
const EVENTS_HELP_ID = 'event-window-help';

type EventWindow = { daysBack: number; daysAhead: number };

/** How many days of museum events are kept, each side of today: a group of two numbers. */
function EventWindowFields({ window }: { window: EventWindow }) {
  const days = (key: keyof EventWindow, id: string, label: string, min: number, max: number) => (
    <Field id={id} label={label}>
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        value={window[key]}
        aria-describedby={EVENTS_HELP_ID}
        onChange={(e) =>
          void eventSyncWindowItem.setValue({
            ...window,
            [key]: Math.max(min, Number(e.currentTarget.value)),
          })
        }
      />
    </Field>
  );
  return (
    <fieldset class="form-group">
      <legend>{message('syncEventsToKeep')}</legend>
      <div class="field-row">
        {days('daysBack', 'event-days-back', message('syncDaysBack'), 0, 365)}
        {days('daysAhead', 'event-days-ahead', message('syncDaysAhead'), 1, 730)}
      </div>
      <small id={EVENTS_HELP_ID} class="muted">
        {message('syncEventsHelp')}
      </small>
    </fieldset>
  );
}

/**
 * Polling interval, notifications and their quiet hours, what the toolbar button opens, the museum event window, and a
 * manual full sync.
 */
export function SyncSection() {
  const interval = useStorageItem(pollIntervalMinutesItem);
  const notifications = useStorageItem(notificationsEnabledItem);
  const eventWindow = useStorageItem(eventSyncWindowItem);
  const [syncing, setSyncing] = useState<string | null>(null);
  if (interval === undefined || notifications === undefined || !eventWindow)
    return <p aria-busy="true">{message('optionsLoading')}</p>;

  async function syncNow() {
    setSyncing(RUNNING);
    const outcomes = await sendMessage('refresh', {}).catch(() => []);
    setSyncing(syncSummary(outcomes));
  }

  return (
    <section aria-labelledby="sync-heading" class="settings-page">
      <h2 id="sync-heading">{message('optionsSync')}</h2>
      <SyncSettingsForm
        pollIntervalMinutes={interval}
        onSave={(minutes) => pollIntervalMinutesItem.setValue(minutes)}
      />
      <Field id="notifications-enabled" label={message('syncNotify')} inline>
        <input
          id="notifications-enabled"
          type="checkbox"
          checked={notifications}
          onChange={(e) => void notificationsEnabledItem.setValue(e.currentTarget.checked)}
          aria-describedby={describedBy('notifications-enabled')}
          data-testid="notifications-enabled"
        />
      </Field>
      <QuietHoursSetting />
      <SidePanelSetting />
      <EventWindowFields window={eventWindow} />
      <div class="form-actions">
        <button
          type="button"
          onClick={() => void syncNow()}
          disabled={syncing === RUNNING}
          data-testid="sync-now"
        >
          {message('syncNow')}
        </button>
        {syncing && (
          <span role="status" data-testid="sync-result">
            {syncing === RUNNING && <progress aria-label={message('syncProgress')} />} {syncing}
          </span>
        )}
      </div>
    </section>
  );
}
