import { FormShell } from '../../../components/options/form/FormShell';
import {
  DateTimeField,
  SelectField,
  TextAreaField,
  TextField,
  TimeZoneField,
} from '../../../components/options/form/fields';
import { changedFields } from '../../../components/options/form/form-values';
import { CheckboxesField, PickerField } from '../../../components/options/form/list-fields';
import { useRecordValues } from '../../../components/options/form/useRecordValues';
import { browserTimeZone } from '../../../lib/model/date-formats';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { FormSlot } from '../section-shell/spec';
import {
  SCHEDULE_CHOICES,
  weekdays,
  windowPayload,
  windowValues,
  windowValuesTyped,
} from './window-schedule';

/** A maintenance window (CONTRACT.md "Window"): planned quiet time for some monitors. */
export function WindowForm({ row, typed, lookups, frame, send }: FormSlot<RecordOf<'windows'>>) {
  const saved = windowValues(row);
  const form = useRecordValues(saved, windowValuesTyped(saved, typed));
  const submit = () =>
    row
      ? send({
          operation: 'updateWindow',
          recordId: row.id,
          payload: changedFields(windowPayload(saved), windowPayload(form.values)),
        })
      : send({ operation: 'createWindow', payload: windowPayload(form.values) });
  const inBrowserTime = message('helpBrowserTime', browserTimeZone());
  const monitors = lookups.monitors.map((monitor) => ({ value: monitor.id, label: monitor.name }));
  return (
    <FormShell frame={frame} onSubmit={submit}>
      <TextField {...form.field('name')} label={message('labelName')} required />
      <TextAreaField {...form.field('description')} label={message('labelDescription')} />
      <PickerField
        {...form.field('monitors')}
        label={message('labelMonitors')}
        help={message('helpWindowMonitors')}
        choices={monitors}
      />
      <SelectField
        {...form.field('scheduleType')}
        path="schedule.type"
        label={message('labelRepeats')}
        choices={SCHEDULE_CHOICES}
      />
      <DateTimeField
        {...form.field('start')}
        path="schedule.start"
        label={message('labelStart')}
        help={inBrowserTime}
        required
      />
      <DateTimeField
        {...form.field('end')}
        path="schedule.end"
        label={message('labelEnd')}
        help={inBrowserTime}
        required
      />
      <TimeZoneField
        {...form.field('timezone')}
        path="schedule.timezone"
        label={message('labelTimeZone')}
        help={message('helpTimeZone')}
        required
      />
      {form.values.scheduleType === 'weekly' && (
        <CheckboxesField
          {...form.field('days')}
          path="schedule.days"
          label={message('labelDays')}
          choices={weekdays()}
        />
      )}
    </FormShell>
  );
}
