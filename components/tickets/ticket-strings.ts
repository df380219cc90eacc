import { message, numberText, plural } from '../../lib/platform/i18n';
import { onTouchScreen } from '../touch-screen';

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
}) =>
  confirmationCode?.trim() ? confirmationCode : message('ticketConfirmationMissing', ticketId);

/**
 * The ticket wallet's and door view's user-facing strings, kept apart from the popup's
 * (components/strings.ts, which components/tickets/ imports, so not the other way round); each
 * from public/_locales/<lang>/messages.json.
 */
export const ticketStrings = {
  buy: message('ticketBuy'),
  buyTitle: message('ticketBuyTitle'),
  kind: message('ticketKind'),
  general: message('ticketGeneral'),
  event: message('ticketEvent'),
  eventPicker: message('ticketEventPicker'),
  noEvents: message('ticketNoEvents'),
  date: message('ticketDate'),
  noOpenDay: message('ticketNoOpenDay'),
  quantity: message('ticketQuantity'),
  quantityRange: (most: number) => message('ticketQuantityRange', numberText(most)),
  generalNoPrice: message('ticketGeneralNoPrice'),
  eventNoPrice: message('ticketEventNoPrice'),
  noPublishedPrice: message('ticketNoPublishedPrice'),
  currencyUnset: message('ticketCurrencyUnset'),
  priceEachAndTotal: (each: string, total: string) => message('ticketEach', [each, total]),
  priceEach: (price: string) => message('ticketPriceEach', price),
  free: message('ticketFree'),
  priceTotal: (total: string) => message('ticketPriceTotal', total),
  eventOption: (name: string, date: string, price: string) =>
    message('ticketEventOption', [name, date, price]),
  more: (count: number) => plural('ticketMore', count),
  email: message('ticketEmail'),
  phone: message('ticketPhone'),
  submit: message('ticketSubmit'),
  buying: message('ticketBuying'),
  cannotBuy: (reason: string) => message('ticketCannotBuy', reason),
  cancel: message('cancel'),
  close: message('close'),
  myTickets: message('ticketMyTickets'),
  noTickets: message('ticketNoTickets'),
  pastTickets: (count: number) => message('ticketPastTickets', numberText(count)),
  count: (count: number) => plural('ticketCount', count),
  state: message('ticketState'),
  showAtDoor: message('ticketShowAtDoor'),
  bought: (what: string) => message('ticketBought', what),
  confirmationCode: message('ticketConfirmationCode'),
  sending: message('ticketSending'),
  queued: message('ticketQueued'),
  mayNotHaveGoneThroughDetail: message('ticketMayNotHaveGoneThroughDetail'),
  acceptedUnreadable: message('ticketAcceptedUnreadable'),
  acceptedUnreadableDetail: message('ticketAcceptedUnreadableDetail'),
  sendAgain: message('ticketSendAgain'),
  discard: message('discard'),
  refused: (reason: string) => message('ticketRefused', reason),
  today: message('ticketToday'),
  todayCard: message('ticketTodayCard'),
  door: {
    pageTitle: message('doorPageTitle'),
    title: message('doorTitle'),
    noTickets: message('doorNoTickets'),
    loading: message('doorLoading'),
    position: (index: number, total: number) =>
      message('doorPosition', [numberText(index), numberText(total)]),
    previous: message('doorPrevious'),
    next: message('doorNext'),
    qrAlt: (code: string) => message('doorQrAlt', code),
    noQr: message('doorNoQr'),
    useCode: message('doorUseCode'),
    savedOn: (when: string) => message('doorSavedOn', when),
    ticketKind: message('ticketKind'),
    price: message('doorPrice'),
    holder: message('doorHolder'),
    waiting: (count: number) => message('doorWaiting', numberText(count)),
    waitingShown: message('doorWaitingShown'),
    notToday: (date: string) => message('doorNotToday', date),
    past: (date: string) => message('doorPast', date),
    notBought: message('doorNotBought'),
    unverified: (reason: string) => message('doorUnverified', reason),
    missing: message('doorMissing'),
    notSaved: message('doorQrNotSaved'),
    kept: (reason: string, savedOn: string) => message('doorKept', [reason, savedOn]),
    fetchAgain: message('doorFetchAgain'),
    /** How to change ticket: the arrow keys named only where there is a keyboard. */
    swipeHint: () => (onTouchScreen() ? message('doorSwipeHintTouch') : message('doorSwipeHint')),
    /** The subject of "… could not be shown" (ShowOrSay). */
    shownTicket: message('shownTicket'),
  },
};
