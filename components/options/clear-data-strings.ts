import { message, plural } from '../../lib/platform/i18n';

/**
 * The "Clear local data" wording, in one place; counts always shown, so the user knows exactly
 * what is at stake. Tickets are named apart from other data because nothing can bring them back:
 * the museum API cannot list them.
 */
export const clearDataStrings = {
  button: message('clearDataButton'),
  question: message('clearDataQuestion'),
  unsent: (changes: number, purchases: number) =>
    purchases > 0
      ? plural('clearDataUnsentIncluding', changes, [plural('clearDataPurchases', purchases)])
      : plural('clearDataUnsent', changes),
  ticketsKept: (bought: number) => plural('clearDataTicketsKept', bought),
  alsoDeleteTickets: (bought: number) => plural('clearDataAlsoTickets', bought),
  ticketsLost: (bought: number) => plural('clearDataTicketsLost', bought),
  confirm: message('clearDataConfirm'),
  confirmWithTickets: (bought: number) => plural('clearDataConfirmTickets', bought),
  cancel: message('cancel'),
  cleared: message('clearDataDone'),
  clearedTicketsKept: (bought: number) => plural('clearDataDoneTicketsKept', bought),
  clearedTicketsDeleted: (bought: number) => plural('clearDataDoneTicketsDeleted', bought),
};
