import { useState } from 'preact/hooks';
import type { TicketOrder } from '../../lib/model/museum/types';
import type { RecordOf } from '../../lib/model/resources';
import { type FieldMessage, FormField, messagesByField } from './FormField';
import { TicketChoiceFields, type TicketKind } from './TicketChoiceFields';
import { MOST_TICKETS, TicketQuantity, ticketCount } from './TicketQuantity';
import { ticketStrings as t } from './ticket-strings';

/**
 * What the form hands over: a purchase as `submitWrite`'s `buyTickets` takes it (its `eventName`
 * is shown on the ticket until the museum confirms, never sent to the museum).
 */
export type PurchaseInput = TicketOrder;

export interface BuyTicketFormProps {
  /** Cached events still on sale, each with only the dates a ticket can still be for. */
  events: readonly RecordOf<'events'>[];
  /** The days the museum is open from today on (today only until it closes). */
  openDays: readonly string[];
  defaultEmail?: string;
  /** The museum's currency as the user set it; null while unset. */
  currency: string | null;
  /** The background's verdict on the last submit (it validates; the UI never imports lib/background/api). */
  fieldErrors: readonly FieldMessage[];
  busy: boolean;
  /** `count` tickets alike: the museum sells one per purchase. */
  onSubmit: (purchase: PurchaseInput, count: number) => void;
  onCancel: () => void;
}

const FIELDS = ['eventId', 'ticketDate', 'email', 'phone'];

/**
 * General entry on an open day or a special event (dates from the event), how many, what they
 * cost, email and an optional phone.
 */
export function BuyTicketForm(props: BuyTicketFormProps) {
  const { events, openDays, fieldErrors, busy, onSubmit, onCancel } = props;
  const [kind, setKind] = useState<TicketKind>('general');
  const [eventId, setEventId] = useState(events[0]?.eventId ?? '');
  const [generalDate, setGeneralDate] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [eventDate, setEventDate] = useState('');
  const [email, setEmail] = useState(props.defaultEmail ?? '');
  const [phone, setPhone] = useState('');
  const event = events.find((e) => e.eventId === eventId) ?? events[0];
  const chosenEventDate = event?.dates.includes(eventDate) ? eventDate : (event?.dates[0] ?? '');
  const chosenGeneralDate = openDays.includes(generalDate) ? generalDate : (openDays[0] ?? '');
  const count = ticketCount(quantity);
  const errors = messagesByField(fieldErrors, FIELDS);
  // An event ticket needs an event, general entry an open day: else the museum could sell none.
  const whyNot =
    kind === 'event' && !event
      ? t.noEvents
      : kind === 'general' && !chosenGeneralDate
        ? t.noOpenDay
        : count === null
          ? t.quantityRange(MOST_TICKETS)
          : null;
  const nothingToBuy = whyNot !== null;

  function submit(e: Event) {
    e.preventDefault();
    if (nothingToBuy || count === null) return;
    const contact = { email, ...(phone.trim() && { phone }) };
    onSubmit(
      kind === 'general'
        ? { ticketType: 'general', ticketDate: chosenGeneralDate, ...contact }
        : {
            ticketType: 'event',
            eventId: event?.eventId ?? '',
            eventName: event?.name,
            ticketDate: chosenEventDate,
            ...contact,
          },
      count,
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
        openDays={openDays}
        date={kind === 'general' ? chosenGeneralDate : chosenEventDate}
        onDate={kind === 'general' ? setGeneralDate : setEventDate}
        errorsOf={errors.of}
      />
      <TicketQuantity
        quantity={quantity}
        onQuantity={setQuantity}
        kind={kind}
        price={event?.price}
        currency={props.currency}
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
          aria-describedby={whyNot ? 'buy-ticket-why-not' : undefined}
          data-testid="buy-ticket-submit"
        >
          {busy ? t.buying : t.submit}
        </button>
        <button type="button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
      {whyNot && (
        <p id="buy-ticket-why-not" class="buy-why-not" data-testid="buy-why-not">
          {t.cannotBuy(whyNot)}
        </p>
      )}
    </form>
  );
}
