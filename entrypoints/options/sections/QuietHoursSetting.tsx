import { Field } from '../../../components/options/Field';
import { useStorageItem } from '../../../lib/containers/useStorageItem';
import { clockMinutes, type QuietHours } from '../../../lib/model/quiet-hours';
import { message } from '../../../lib/platform/i18n';
import { quietHoursItem } from '../../../lib/storage/settings';

const HELP_ID = 'quiet-hours-help';

let saving = Promise.resolve();

/**
 * Saves a change of quiet hours over what is stored, one save after another: two edits made
 * before the page hears the first (from, then until) would otherwise each write over the other
 * from the value the page last drew.
 */
export function saveQuietHours(change: Partial<QuietHours>): Promise<void> {
  saving = saving.then(async () =>
    quietHoursItem.setValue({ ...(await quietHoursItem.getValue()), ...change }),
  );
  return saving;
}

/** One end of quiet hours: saved once it is a time of day (a half-typed one is not). */
function QuietTime({
  quiet,
  end,
  label,
}: {
  quiet: QuietHours;
  end: 'from' | 'to';
  label: string;
}) {
  const id = `quiet-hours-${end}`;
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="time"
        value={quiet[end]}
        aria-describedby={HELP_ID}
        data-testid={id}
        onChange={(e) => {
          const time = e.currentTarget.value;
          if (clockMinutes(time) !== null) void saveQuietHours({ [end]: time });
        }}
      />
    </Field>
  );
}

/**
 * Quiet hours: no notification from when to when (local time, past midnight too); the worker holds
 * what happens meanwhile and sums it up when they end (lib/background/notifications/quiet-hours.ts).
 */
export function QuietHoursSetting() {
  const quiet = useStorageItem(quietHoursItem);
  if (!quiet) return null;
  return (
    <fieldset class="form-group" data-testid="quiet-hours">
      <legend>{message('syncQuietHours')}</legend>
      <Field id="quiet-hours-enabled" label={message('syncQuietHoursOn')} inline>
        <input
          id="quiet-hours-enabled"
          type="checkbox"
          checked={quiet.enabled}
          aria-describedby={HELP_ID}
          data-testid="quiet-hours-enabled"
          onChange={(e) => void saveQuietHours({ enabled: e.currentTarget.checked })}
        />
      </Field>
      <div class="field-row">
        <QuietTime quiet={quiet} end="from" label={message('syncQuietFrom')} />
        <QuietTime quiet={quiet} end="to" label={message('syncQuietUntil')} />
      </div>
      <small id={HELP_ID} class="muted">
        {message('syncQuietHelp')}
      </small>
    </fieldset>
  );
}
