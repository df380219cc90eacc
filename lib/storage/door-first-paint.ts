import type { OutboxRow } from '../model/outbox-row';
import type { RecordOf } from '../model/resources';
import type { TicketImageRow, TicketRow } from '../model/rows';
import { MAX_STRING, readOnce } from './first-paint';
import { answer } from './raw-cursor';
import { type DoorView, doorTickets, queuedByTicket, TICKET_WRITES } from './ticket-queries';

/** The door view's first screen: what doorView reads, the ticket's cached QR image included. */
export function readDoorFirstPaint(today: string, wantedId: string | null) {
  return readOnce(
    ['tickets', 'outbox', 'ticketImages', 'events'],
    async (store): Promise<DoorView> => {
      const images = store('ticketImages');
      const imageOf = (ticketId: string) =>
        answer(images.get(ticketId) as IDBRequest<TicketImageRow | undefined>);
      const [rows, writes, wantedImage] = await Promise.all([
        answer(store('tickets').getAll() as IDBRequest<TicketRow[]>),
        answer(
          store('outbox')
            .index('recordKey')
            .getAll(IDBKeyRange.bound(TICKET_WRITES, TICKET_WRITES + MAX_STRING)) as IDBRequest<
            OutboxRow[]
          >,
        ),
        wantedId ? imageOf(wantedId) : undefined,
      ]);
      const { tickets, waiting, ticket } = doorTickets(rows, today, wantedId);
      const [image, event] = await Promise.all([
        ticket?.ticketId === wantedId ? wantedImage : ticket && imageOf(ticket.ticketId),
        ticket?.eventId
          ? answer(
              store('events').get(ticket.eventId) as IDBRequest<RecordOf<'events'> | undefined>,
            )
          : undefined,
      ]);
      return {
        tickets,
        waiting,
        queued: queuedByTicket(writes),
        ticket,
        image,
        price: event?.price,
      };
    },
  );
}
