import { useEffect, useMemo } from 'preact/hooks';
import { useLiveQuery } from '../../lib/containers/useLiveQuery';
import { db } from '../../lib/storage/database';
import { findTicket, myTickets, ticketPurchasesQueued } from '../../lib/storage/ticket-queries';

/**
 * Everything the door view shows, in one IndexedDB read and no network: the bought tickets
 * (upcoming first) — the ones to show at the door — and apart from them those not bought yet,
 * the purchases still queued, the ticket on screen — the one `wantedId` names, else the next
 * bought one — its cached image and, for an event, the event's price. One query rather than
 * two in a row, so a cold start paints the QR in one step (tests/bench/door-open.ts), and the
 * image always belongs to the ticket shown with it.
 */
export function useDoorData(today: string, wantedId: string | null) {
  return useLiveQuery(async () => {
    const [all, queued, wantedImage] = await Promise.all([
      myTickets(db, today),
      ticketPurchasesQueued(db),
      wantedId ? db.ticketImages.get(wantedId) : undefined,
    ]);
    const tickets = all.filter((t) => t.state === 'bought');
    const waiting = all.filter((t) => t.state !== 'bought');
    const ticket =
      (wantedId === null ? undefined : findTicket(all, wantedId)) ?? tickets[0] ?? waiting[0];
    const [image, event] = await Promise.all([
      ticket?.ticketId === wantedId ? wantedImage : ticket && db.ticketImages.get(ticket.ticketId),
      ticket?.eventId ? db.events.get(ticket.eventId) : undefined,
    ]);
    return { tickets, waiting, queued, ticket, image, price: event?.price };
  }, [today, wantedId]);
}

/**
 * An object URL for a cached PNG, made once per stored image (not per query run, which hands
 * out a new Blob each time) and revoked when no longer shown.
 */
/** `key` names the stored image: the memo follows it, not the Blob object. */
export function useImageUrl(png: Blob | null | undefined, key: string) {
  const url = useMemo(() => (png ? URL.createObjectURL(png) : null), [key]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
