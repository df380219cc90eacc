import { useEffect, useRef } from 'preact/hooks';
import { BackgroundTroubleNote } from '../../components/BackgroundTroubleNote';
import { ShowOrSay } from '../../components/ShowOrSay';
import { DoorNav } from '../../components/tickets/DoorNav';
import { DoorTicket } from '../../components/tickets/DoorTicket';
import { DoorWaiting } from '../../components/tickets/DoorWaiting';
import { PurchaseConfirmPrompt } from '../../components/tickets/PurchaseConfirmPrompt';
import { ticketStrings } from '../../components/tickets/ticket-strings';
import { useNow } from '../../components/time';
import { ticketActions } from '../../lib/containers/tickets/ticket-actions';
import { useBackground } from '../../lib/containers/useBackground';
import { useStorageItem } from '../../lib/containers/useStorageItem';
import { isoDate } from '../../lib/model/calendar';
import { doorWarnings, purchaseState, qrVerified } from '../../lib/model/ticket-status';
import { museumCurrencyItem } from '../../lib/storage/settings';
import type { DoorView } from '../../lib/storage/ticket-queries';
import { showTicket } from './ticket-hash';
import { useDoorData, useImageUrl } from './useDoorData';
import { useHashTicketId, useStepControls } from './useTicketNavigation';
import { useWakeLock } from './useWakeLock';

const t = ticketStrings.door;

/**
 * The door view: one ticket per screen, rendered from IndexedDB alone so it opens the
 * same with no network at all. `#/<ticketId>` picks the ticket; by default the next upcoming one.
 * Its only messages to the background (fetch a missing QR again, send a purchase again) are
 * never waited for.
 */
export function App({ firstScreen }: { firstScreen?: DoorView | null }) {
  const today = isoDate(useNow(60_000));
  const data = useDoorData(today, useHashTicketId(), firstScreen);
  const tickets = data?.tickets ?? [];
  const ticket = data?.ticket;
  // -1 for a ticket not bought yet: it has no place among the bought; → leads to the first.
  const index = ticket ? tickets.indexOf(ticket) : -1;
  const image = data?.image;
  const qrUrl = useImageUrl(image?.png, `${ticket?.ticketId}:${image?.cachedAt}`);
  const wakeLock = useWakeLock();
  const currency = useStorageItem(museumCurrencyItem);
  const step = (by: -1 | 1) => {
    const next = index === -1 ? (by === 1 ? tickets[0] : undefined) : tickets[index + by];
    if (next) showTicket(next.ticketId);
  };
  const swipe = useStepControls(step);
  const asked = useRef(new Set<string>());
  // Asked once the ticket is on screen (or without one, later): the door never waits for it.
  const { trouble } = useBackground(data !== undefined);

  const outbox = ticket ? data?.queued.get(ticket.ticketId) : undefined;
  const purchase = ticket ? purchaseState(ticket, outbox) : 'queued';
  useEffect(() => {
    document.body.classList.toggle('loaded', data !== undefined);
    // Never waited for: the page shows what it has, and a fresh image arrives by liveQuery.
    const id = ticket?.ticketId;
    if (id && purchase === 'bought' && !qrVerified(image) && navigator.onLine) {
      if (!asked.current.has(id)) void ticketActions.fetchQrAgain(id).catch(() => undefined);
      asked.current.add(id);
    }
  }, [data, image, ticket?.ticketId, purchase]);

  if (!data) {
    return (
      <main class="door" aria-busy="true" aria-label={t.loading}>
        <BackgroundTroubleNote trouble={trouble} titled />
      </main>
    );
  }
  if (!ticket) {
    return (
      <main class="door door-empty">
        <h1>{t.title}</h1>
        <p data-testid="door-empty">{t.noTickets}</p>
        <BackgroundTroubleNote trouble={trouble} titled />
      </main>
    );
  }
  const seq = outbox?.seq;
  const needsUser = purchase === 'needs-confirmation' || purchase === 'refused';
  return (
    <main class="door" data-wake-lock={wakeLock} {...swipe}>
      <ShowOrSay key={ticket.ticketId} what={t.shownTicket}>
        <DoorTicket
          ticket={ticket}
          today={today}
          warnings={doorWarnings(ticket, today, purchase, image)}
          image={image}
          qrUrl={qrUrl}
          price={data.price}
          currency={currency}
          nav={<DoorNav index={index === -1 ? null : index} total={tickets.length} onStep={step} />}
          onFetchQrAgain={() => void ticketActions.fetchQrAgain(ticket.ticketId)}
          prompt={
            needsUser && (
              <PurchaseConfirmPrompt
                ticket={ticket}
                refusedBecause={
                  purchase === 'refused' ? (outbox?.lastError?.message ?? '') : undefined
                }
                onSendAgain={() => seq !== undefined && void ticketActions.sendAgain(seq)}
                onDiscard={() => seq !== undefined && void ticketActions.discard(seq)}
              />
            )
          }
        />
      </ShowOrSay>
      <DoorWaiting
        waiting={data.waiting.map((t) => ({
          ticket: t,
          purchase: purchaseState(t, data.queued.get(t.ticketId)),
        }))}
        shownId={ticket.ticketId}
      />
      {/* Below the ticket: what the door scans stays where it is. */}
      <BackgroundTroubleNote trouble={trouble} titled />
      <p class="muted door-hint">{t.swipeHint()}</p>
    </main>
  );
}
