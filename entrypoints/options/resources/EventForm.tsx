import { FormShell } from '../../../components/options/form/FormShell';
import { NumberField, TextAreaField, TextField } from '../../../components/options/form/fields';
import { changedFields, valuesTyped } from '../../../components/options/form/form-values';
import { DatesField } from '../../../components/options/form/list-fields';
import { useRecordValues } from '../../../components/options/form/useRecordValues';
import { numberInputValue } from '../../../components/options/form-model';
import type { WritePayload } from '../../../lib/messaging/protocol';
import { EventPatchSchema } from '../../../lib/model/museum/schemas';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { FormSlot } from '../section-shell/spec';

type EventPayload = WritePayload<'createEvent'>;

/** What the form holds: the create request, the price as its input's text. */
export type EventValues = Omit<EventPayload, 'price'> & { price: string };

/** A new event starts with one date to fill in. */
export const eventValues = (row?: RecordOf<'events'>): EventValues => ({
  name: row?.name ?? '',
  location: row?.location ?? '',
  eventDescription: row?.eventDescription ?? '',
  dates: row ? [...row.dates] : [''],
  price: row ? numberInputValue(row.price) : '',
});

/** A refused write's payload over the saved values, its price back as text. */
export function eventValuesTyped(saved: EventValues, typed: unknown): EventValues {
  const { price, ...rest } = valuesTyped<Partial<EventPayload>>({}, typed, EventPatchSchema);
  return { ...saved, ...rest, ...(price === undefined ? {} : { price: numberInputValue(price) }) };
}

/**
 * The request: blank date rows are the editor's, not the user's, so they stay out; a blank price
 * is no number, which the request's check names ("Price is required").
 */
export const eventPayload = (values: EventValues): EventPayload => ({
  ...values,
  dates: values.dates.filter(Boolean),
  price: values.price === '' ? Number.NaN : Number(values.price),
});

/** A museum special event (docs/MUSEUM.md: all five fields required on create). */
export function EventForm({ row, typed, frame, send }: FormSlot<RecordOf<'events'>>) {
  const saved = eventValues(row);
  const form = useRecordValues(saved, eventValuesTyped(saved, typed));
  const submit = () =>
    row
      ? send({
          operation: 'updateEvent',
          recordId: row.eventId,
          payload: changedFields(eventPayload(saved), eventPayload(form.values)),
        })
      : send({ operation: 'createEvent', payload: eventPayload(form.values) });
  return (
    <FormShell frame={frame} onSubmit={submit}>
      <TextField {...form.field('name')} label={message('labelName')} required />
      <TextField {...form.field('location')} label={message('labelLocation')} required />
      <TextAreaField
        {...form.field('eventDescription')}
        label={message('labelDescription')}
        required
      />
      <DatesField
        {...form.field('dates')}
        label={message('labelDate')}
        help={message('helpEventDates')}
        required
      />
      <NumberField {...form.field('price')} label={message('labelPrice')} required />
    </FormShell>
  );
}
