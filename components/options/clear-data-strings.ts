/** "1 change", "2 changes": the count always shown, so the user knows exactly what is at stake. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The "Clear local data" wording, in one place, ready for `_locales/<lang>/messages.json`.
 * Tickets are named apart from other data because nothing can bring them back: the museum API
 * cannot list them.
 */
export const clearDataStrings = {
  button: 'Clear local data',
  question: 'Clear local data? Monitors and museum data are downloaded again at the next sync.',
  unsent: (changes: number, purchases: number) =>
    `${count(changes, 'change', 'changes')} not sent yet will be lost${
      purchases > 0
        ? `, including ${count(purchases, 'ticket purchase', 'ticket purchases')} the museum has not confirmed`
        : ''
    }.`,
  ticketsKept: (bought: number) =>
    `Your ${count(bought, 'bought ticket is', 'bought tickets are')} kept.`,
  alsoDeleteTickets: (bought: number) =>
    `Also delete my ${count(bought, 'bought ticket', 'bought tickets')} — the museum cannot send ${
      bought === 1 ? 'it' : 'them'
    } again`,
  ticketsLost: (bought: number) =>
    `Your ${count(bought, 'bought ticket', 'bought tickets')} and ${
      bought === 1 ? 'its QR code' : 'their QR codes'
    } will be deleted for good, and the door view will have nothing to show. Note the confirmation ${
      bought === 1 ? 'code' : 'codes'
    } first if you still need ${bought === 1 ? 'it' : 'them'}.`,
  confirm: 'Yes, clear',
  confirmWithTickets: (bought: number) =>
    `Yes, clear and delete ${count(bought, 'ticket', 'tickets')}`,
  cancel: 'Cancel',
  cleared: 'Local data cleared. Monitors and museum data will be synced again from the servers.',
  clearedTicketsKept: (bought: number) =>
    `Your ${count(bought, 'bought ticket was', 'bought tickets were')} kept.`,
  clearedTicketsDeleted: (bought: number) =>
    `Your ${count(bought, 'bought ticket was', 'bought tickets were')} deleted too.`,
};
