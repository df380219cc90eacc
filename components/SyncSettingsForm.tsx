import { useState } from 'preact/hooks';
import { message, numberText } from '../lib/model/i18n';

export interface SyncSettingsFormProps {
  pollIntervalMinutes: number;
  onSave: (pollIntervalMinutes: number) => Promise<void>;
}

/** Browser alarms fire at most once a minute, so that is the floor. */
const MIN_INTERVAL = 1;

export function SyncSettingsForm({ pollIntervalMinutes, onSave }: SyncSettingsFormProps) {
  const [value, setValue] = useState(String(pollIntervalMinutes));
  const [outcome, setOutcome] = useState('');

  async function submit(event: Event) {
    event.preventDefault();
    const minutes = Number(value);
    if (!Number.isInteger(minutes) || minutes < MIN_INTERVAL) {
      setOutcome(message('syncIntervalInvalid', numberText(MIN_INTERVAL)));
      return;
    }
    await onSave(minutes);
    setOutcome(message('syncIntervalSaved'));
  }

  return (
    <form onSubmit={submit} noValidate data-testid="sync-settings">
      <label for="poll-interval">{message('syncIntervalLabel')}</label>
      <input
        id="poll-interval"
        type="number"
        min={MIN_INTERVAL}
        value={value}
        onInput={(e) => setValue(e.currentTarget.value)}
      />
      <button type="submit">{message('syncIntervalSave')}</button>
      <output class="saved">{outcome}</output>
    </form>
  );
}
