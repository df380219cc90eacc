import type { PurchaseInput } from '../../../components/tickets/BuyTicketForm';
import { sendMessage } from '../../messaging/protocol';

/** What the ticket buttons do: every change is a command to the background (docs/ARCHITECTURE.md, "One writer"). */
export const ticketActions = {
  /** Validated and queued by the background; sent at once when online. */
  buy: (purchase: PurchaseInput) =>
    sendMessage('submitWrite', { operation: 'buyTickets', payload: purchase }),
  /** The user's confirmation that a purchase with a lost answer may be sent again. */
  sendAgain: (seq: number) => sendMessage('retryOutboxItem', { seq }),
  discard: (seq: number) => sendMessage('discardOutboxItem', { seq }),
  fetchQrAgain: (ticketId: string) => sendMessage('recacheTicketQr', { ticketId }),
};
