import { useState } from 'preact/hooks';
import { message, numberText } from '../../lib/platform/i18n';
import { describedBy, Field } from './Field';

export interface SyncSettingsFormProps {
  pollIntervalMinutes: number;
  onSave: (pollIntervalMinutes: number) => Promise<void>;
}

/** Browser alarms fire at most once a minute, so that is the floor. */
const MIN_INTERVAL = 1;
const ID = 'poll-interval';

/** How often to check: a labelled number with its rule under it, and Save beside it. */
export function SyncSettingsForm({ pollIntervalMinutes, onSave }: SyncSettingsFormProps) {
  const [value, setValue] = useState(String(pollIntervalMinutes));
  const [outcome, setOutcome] = useState('');
  const [problem, setProblem] = useState('');
  const help = message('syncIntervalHelp');

  async function submit(event: Event) {
    event.preventDefault();
    const minutes = Number(value);
    setOutcome('');
    if (!Number.isInteger(minutes) || minutes < MIN_INTERVAL) {
      setProblem(message('syncIntervalInvalid', numberText(MIN_INTERVAL)));
      return;
    }
    setProblem('');
    await onSave(minutes);
    setOutcome(message('syncIntervalSaved'));
  }

  return (
    <form onSubmit={submit} noValidate data-testid="sync-settings">
      <Field id={ID} label={message('syncIntervalLabel')} help={help} error={problem}>
        <span class="input-with-action">
          <input
            id={ID}
            type="number"
            min={MIN_INTERVAL}
            value={value}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy(ID, problem, help)}
            onInput={(e) => setValue(e.currentTarget.value)}
          />
          <button type="submit">{message('syncIntervalSave')}</button>
          <output class="saved">{outcome}</output>
        </span>
      </Field>
    </form>
  );
}
