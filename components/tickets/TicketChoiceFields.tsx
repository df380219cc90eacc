import { formatDayShort } from '../../lib/model/date-formats';
import type { RecordOf } from '../../lib/model/resources';
import { eventPrice } from '../museum-values';
import { FormField } from './FormField';
import { ticketStrings as t } from './ticket-strings';

export type TicketKind = 'general' | 'event';

export interface TicketChoiceFieldsProps {
  kind: TicketKind;
  onKind: (kind: TicketKind) => void;
  events: readonly RecordOf<'events'>[];
  /** The chosen event (event tickets only). */
  event: RecordOf<'events'> | undefined;
  onEvent: (eventId: string) => void;
  /** The days the museum is open from today on (today only until it closes). */
  openDays: readonly string[];
  /** One of the open days for general entry; one of the event's own dates for an event. */
  date: string;
  onDate: (date: string) => void;
  errorsOf: (field: string) => string[];
}

/** What the ticket is for: general entry on an open day, or a special event on one of its dates. */
export function TicketChoiceFields(props: TicketChoiceFieldsProps) {
  const { kind, events, event, openDays, date, onDate, errorsOf } = props;
  const days = kind === 'general' ? openDays : (event?.dates ?? []);
  return (
    <>
      <fieldset class="ticket-kind">
        <legend>{t.kind}</legend>
        {(['general', 'event'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="ticket-kind"
              value={value}
              checked={kind === value}
              onChange={() => props.onKind(value)}
              data-testid={`ticket-kind-${value}`}
            />{' '}
            {t[value]}
          </label>
        ))}
      </fieldset>
      {kind === 'event' && events.length === 0 && <p class="muted">{t.noEvents}</p>}
      {kind === 'event' && events.length > 0 && (
        <FormField id="ticket-event" label={t.eventPicker} errors={errorsOf('eventId')}>
          {(aria) => (
            <select
              {...aria}
              value={event?.eventId}
              onChange={(e) => props.onEvent(e.currentTarget.value)}
            >
              {events.map((option) => (
                <option key={option.eventId} value={option.eventId}>
                  {t.eventOption(
                    option.name,
                    formatDayShort(option.dates[0] ?? ''),
                    option.price === 0 ? t.free : eventPrice(option.price),
                  )}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {kind === 'general' && openDays.length === 0 ? (
        <p class="muted" data-testid="no-open-day">
          {t.noOpenDay}
        </p>
      ) : kind === 'event' && !event ? null : (
        <FormField id="ticket-date" label={t.date} errors={errorsOf('ticketDate')}>
          {(aria) => (
            <select {...aria} value={date} onChange={(e) => onDate(e.currentTarget.value)}>
              {days.map((day) => (
                <option key={day} value={day}>
                  {formatDayShort(day)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </>
  );
}
