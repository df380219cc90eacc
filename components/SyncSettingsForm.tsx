import { useState } from 'preact/hooks';

export interface SyncSettingsFormProps {
  pollIntervalMinutes: number;
  onSave: (pollIntervalMinutes: number) => Promise<void>;
}

/** Browser alarms fire at most once a minute, so that is the floor. */
const MIN_INTERVAL = 1;

export function SyncSettingsForm({ pollIntervalMinutes, onSave }: SyncSettingsFormProps) {
  const [value, setValue] = useState(String(pollIntervalMinutes));
  const [message, setMessage] = useState('');

  async function submit(event: Event) {
    event.preventDefault();
    const minutes = Number(value);
    if (!Number.isInteger(minutes) || minutes < MIN_INTERVAL) {
      setMessage(`Enter a whole number of minutes, at least ${MIN_INTERVAL}.`);
      return;
    }
    await onSave(minutes);
    setMessage('Saved');
  }

  return (
    <form onSubmit={submit} noValidate data-testid="sync-settings">
      <label for="poll-interval">Check for changes every (minutes)</label>
      <input
        id="poll-interval"
        type="number"
        min={MIN_INTERVAL}
        value={value}
        onInput={(e) => setValue(e.currentTarget.value)}
      />
      <button type="submit">Save</button>
      <output class="saved">{message}</output>
    </form>
  );
}
