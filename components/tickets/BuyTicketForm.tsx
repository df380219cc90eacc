import { useState } from 'preact/hooks';
import type { EventRow } from '../../lib/db/rows';
import type { PayloadOf } from '../../lib/messaging/protocol';
import { type FieldMessage, FormField, messagesByField } from './FormField';
import { TicketChoiceFields, type TicketKind } from './TicketChoiceFields';
import { ticketStrings as t } from './ticket-strings';

/**
 * What the form hands over: a purchase as `submitWrite`'s `buyTickets` takes it (its `eventName`
 * is shown on the ticket until the museum confirms, never sent to the museum).
 */
export type PurchaseInput = PayloadOf<'buyTickets'>;

export interface BuyTicketFormProps {
  /** Cached events still on sale, each with its dates from today on (`eventsOnSale`). */
  events: readonly EventRow[];
  today: string;
  defaultEmail?: string;
  /** The background's verdict on the last submit (it validates; the UI never imports lib/api). */
  fieldErrors: readonly FieldMessage[];
  busy: boolean;
  onSubmit: (purchase: PurchaseInput) => void;
  onCancel: () => void;
}

const FIELDS = ['eventId', 'ticketDate', 'email', 'phone'];

/** General entry or a special event (dates from the event), email and an optional phone. */
export function BuyTicketForm(props: BuyTicketFormProps) {
  const { events, today, fieldErrors, busy, onSubmit, onCancel } = props;
  const [kind, setKind] = useState<TicketKind>('general');
  const [eventId, setEventId] = useState(events[0]?.eventId ?? '');
  const [generalDate, setGeneralDate] = useState(today);
  const [eventDate, setEventDate] = useState('');
  const [email, setEmail] = useState(props.defaultEmail ?? '');
  const [phone, setPhone] = useState('');
  const event = events.find((e) => e.eventId === eventId) ?? events[0];
  const chosenEventDate = event?.dates.includes(eventDate) ? eventDate : (event?.dates[0] ?? '');
  const errors = messagesByField(fieldErrors, FIELDS);
  // An event ticket needs an event: with none cached there is nothing the museum could sell.
  const nothingToBuy = kind === 'event' && !event;

  function submit(e: Event) {
    e.preventDefault();
    if (nothingToBuy) return;
    const contact = { email, ...(phone.trim() && { phone }) };
    onSubmit(
      kind === 'general'
        ? { ticketType: 'general', ticketDate: generalDate, ...contact }
        : {
            ticketType: 'event',
            eventId: event?.eventId ?? '',
            eventName: event?.name,
            ticketDate: chosenEventDate,
            ...contact,
          },
    );
  }

  return (
    <form
      class="buy-ticket"
      onSubmit={submit}
      noValidate
      aria-label={t.buyTitle}
      data-testid="buy-ticket-form"
    >
      <TicketChoiceFields
        kind={kind}
        onKind={setKind}
        events={events}
        event={event}
        onEvent={setEventId}
        today={today}
        date={kind === 'general' ? generalDate : chosenEventDate}
        onDate={kind === 'general' ? setGeneralDate : setEventDate}
        errorsOf={errors.of}
      />
      <FormField id="ticket-email" label={t.email} errors={errors.of('email')}>
        {(aria) => (
          <input
            {...aria}
            type="email"
            autoComplete="email"
            required
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField id="ticket-phone" label={t.phone} errors={errors.of('phone')}>
        {(aria) => (
          <input
            {...aria}
            type="tel"
            autoComplete="tel"
            value={phone}
            onInput={(e) => setPhone(e.currentTarget.value)}
          />
        )}
      </FormField>
      {errors.general.length > 0 && (
        <p role="alert" class="error">
          {errors.general.join(' ')}
        </p>
      )}
      <div class="form-actions">
        <button
          type="submit"
          class="button"
          disabled={busy || nothingToBuy}
          data-testid="buy-ticket-submit"
        >
          {busy ? t.buying : t.submit}
        </button>
        <button type="button" class="link-button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
