import type { OutboxRow } from './outbox-row';
import type { TicketImageRow, TicketRow } from './rows';

/**
 * Pure facts about a ticket that the popup, the door view and the background all need. No
 * Dexie, no network: safe to import from UI code.
 */

export type TicketTiming = 'today' | 'upcoming' | 'past';

export function ticketTiming(ticket: Pick<TicketRow, 'ticketDate'>, today: string): TicketTiming {
  if (ticket.ticketDate === today) return 'today';
  return ticket.ticketDate > today ? 'upcoming' : 'past';
}

/** An image a door scanner will read: we read it back ourselves when it was cached. */
export function qrVerified(image: TicketImageRow | undefined): boolean {
  return Boolean(image?.png && image.decodedText !== null);
}

/**
 * Where a purchase stands, from the ticket row and its outbox row (if still queued):
 * - bought: the museum confirmed it;
 * - queued: waiting to be sent (offline, or retrying after a failure that changed nothing);
 * - sending: on the wire now;
 * - needs-confirmation: the answer was lost; it may or may not have been bought, and only the
 *   user may send it again (a second send buys a second ticket);
 * - refused: the museum said no; the user may retry or discard it.
 */
export type PurchaseState = 'bought' | 'queued' | 'sending' | 'needs-confirmation' | 'refused';

export function purchaseState(ticket: TicketRow, outbox: OutboxRow | undefined): PurchaseState {
  if (ticket.state === 'bought') return 'bought';
  if (outbox?.state === 'needs-confirmation' || outbox?.state === 'uncertain')
    return 'needs-confirmation';
  if (ticket.state === 'failed' || outbox?.state === 'failed') return 'refused';
  return outbox?.state === 'in-flight' ? 'sending' : 'queued';
}

/** "My tickets": today and later first, soonest first; then past ones, most recent first. */
export function upcomingFirst<T extends Pick<TicketRow, 'ticketDate' | 'createdAt'>>(
  tickets: readonly T[],
  today: string,
): T[] {
  const byDate = (a: T, b: T) =>
    a.ticketDate.localeCompare(b.ticketDate) || a.createdAt - b.createdAt;
  const coming = tickets.filter((t) => t.ticketDate >= today).sort(byDate);
  const past = tickets.filter((t) => t.ticketDate < today).sort((a, b) => byDate(b, a));
  return [...coming, ...past];
}

/**
 * The bought ones of a day's tickets, in the order they were bought: the popup's "Today" card
 * shows them (lib/storage/popup-glance.ts, and first-paint.ts before it).
 */
export function boughtInOrder<T extends Pick<TicketRow, 'state' | 'createdAt'>>(
  tickets: readonly T[],
): T[] {
  return tickets.filter((t) => t.state === 'bought').sort((a, b) => a.createdAt - b.createdAt);
}

/** What the door view must say before anyone scans. */
export type DoorWarning =
  | { kind: 'not-today' | 'past' | 'not-bought' | 'qr-missing' | 'qr-not-saved' }
  | { kind: 'qr-unverified'; reason: string }
  | { kind: 'qr-kept'; reason: string; savedAt: number | null };

export function doorWarnings(
  ticket: TicketRow,
  today: string,
  purchase: PurchaseState,
  image: TicketImageRow | undefined,
): DoorWarning[] {
  const warnings: DoorWarning[] = [];
  const timing = ticketTiming(ticket, today);
  if (timing === 'upcoming') warnings.push({ kind: 'not-today' });
  if (timing === 'past') warnings.push({ kind: 'past' });
  // Lost answers and refusals get a prompt with buttons instead (PurchaseConfirmPrompt).
  if (purchase === 'queued' || purchase === 'sending') warnings.push({ kind: 'not-bought' });
  if (purchase !== 'bought') return warnings;
  if (qrVerified(image)) {
    // A newer answer was refused: the saved image still scans, but say why it was not replaced.
    if (image?.refusals && image.lastError) {
      warnings.push({ kind: 'qr-kept', reason: image.lastError, savedAt: image.cachedAt });
    }
    return warnings;
  }
  // Fetched and read, but not kept: saying "could not be verified" would blame the image.
  if (image?.storageFull && !image.png) {
    warnings.push({ kind: 'qr-not-saved' });
  } else if (image?.lastError || image?.png) {
    warnings.push({ kind: 'qr-unverified', reason: image.lastError ?? '' });
  } else {
    warnings.push({ kind: 'qr-missing' });
  }
  return warnings;
}
