import { formatMoment, localDay } from '../time';

const longDate = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDate = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** "Saturday 12 July 2031": a ticket's day as people read it (date-fns parses it as local). */
export const ticketDateLong = (date: string) => formatMoment(date, longDate.format, localDay);
export const ticketDateShort = (date: string) => formatMoment(date, shortDate.format, localDay);

/**
 * A bought ticket's confirmation code, or "—" with the ticket id when the museum sent an empty
 * one or only spaces (valid: the field has no published pattern), so staff still have something
 * to read out.
 */
export const confirmationShown = ({
  ticketId,
  confirmationCode,
}: {
  ticketId: string;
  confirmationCode?: string;
}) => (confirmationCode?.trim() ? confirmationCode : `— (ticket ${ticketId})`);

/**
 * The ticket wallet's and door view's user-facing strings, kept apart from the popup's
 * but reachable as `strings.tickets`, ready for `_locales/<lang>/messages.json`.
 */
export const ticketStrings = {
  buy: 'Buy ticket',
  buyTitle: 'Buy a museum ticket',
  kind: 'Ticket',
  general: 'General entry',
  event: 'Special event',
  eventPicker: 'Event',
  noEvents: 'No special events cached for the coming days.',
  date: 'Date',
  email: 'Email',
  phone: 'Phone (optional)',
  submit: 'Buy',
  buying: 'Buying…',
  cancel: 'Cancel',
  close: 'Close',
  myTickets: 'My tickets',
  noTickets: 'No upcoming tickets',
  showAtDoor: 'Show at the door',
  bought: (message: string) => `Bought: ${message}`,
  confirmationCode: 'Confirmation code',
  sending: 'Buying… waiting for the museum to confirm.',
  queued:
    'Not bought yet — it will be sent when you are back online, and never sent twice without asking you.',
  notBoughtYet: 'not bought yet',
  mayNotHaveGoneThrough: 'Purchase may not have gone through — Send again?',
  mayNotHaveGoneThroughDetail:
    'The museum’s answer was lost. Sending again may buy a second ticket if the first went through.',
  acceptedUnreadable: 'The museum accepted this purchase, but its answer could not be read',
  acceptedUnreadableDetail:
    'The ticket was most likely bought: check your email for it before sending again, which would buy a second ticket.',
  sendAgain: 'Send again',
  discard: 'Discard',
  refused: (reason: string) => `The museum refused this purchase: ${reason}`,
  checkNeeded: 'check needed',
  refusedBadge: 'refused',
  today: 'today',
  past: 'past',
  door: {
    title: 'Tickets at the door',
    noTickets: 'No tickets yet. Buy one from the Gatehouse popup.',
    loading: 'Opening your tickets…',
    position: (index: number, total: number) => `Ticket ${index} of ${total}`,
    previous: 'Previous ticket',
    next: 'Next ticket',
    qrAlt: (code: string) => `QR code of ticket ${code}`,
    noQr: 'No QR code saved for this ticket yet.',
    useCode: 'The museum can find the ticket by its confirmation code below.',
    savedOn: (when: string) => `Saved on ${when}`,
    ticketKind: 'Ticket',
    price: 'Price',
    holder: 'Holder',
    waiting: (count: number) => `Waiting to be bought: ${count}`,
    waitingShown: 'Not bought yet',
    notToday: (date: string) => `Not for today: this ticket is for ${date}.`,
    past: (date: string) => `This ticket has passed: it was for ${date}.`,
    notBought: 'Not bought yet: this purchase has not reached the museum.',
    refused: 'Not bought: the museum refused this purchase.',
    unverified: (reason: string) =>
      `QR code could not be verified: ${reason} Gatehouse keeps trying while online.`,
    missing: 'QR code not saved yet. It is fetched at the next sync while online.',
    kept: (reason: string, savedOn: string) => `${reason} Showing the one saved on ${savedOn}.`,
    fetchAgain: 'Fetch the QR code again',
    swipeHint: 'Use ← and → or swipe to change ticket.',
  },
};
