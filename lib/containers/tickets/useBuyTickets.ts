import { useState } from 'preact/hooks';
import type { PurchaseInput } from '../../../components/tickets/BuyTicketForm';
import type { FieldMessage } from '../../../components/tickets/FormField';
import { ticketActions } from './ticket-actions';

/**
 * The buy form's submit: one order per ticket (the museum sells one per request), all sharing a
 * `purchaseId` so the wallet shows them as one purchase, stopping at the first the background
 * refuses. `followed` is the tickets the last submit ordered, for its status line.
 */
export function useBuyTickets(onAllOrdered: () => void) {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldMessage[]>([]);
  const [followed, setFollowed] = useState<string[]>([]);

  async function buy(purchase: PurchaseInput, count: number) {
    setBusy(true);
    const order = { ...purchase, purchaseId: crypto.randomUUID() };
    const ordered: string[] = [];
    try {
      for (let n = 0; n < count; n++) {
        const result = await ticketActions.buy(order);
        setFieldErrors(result.ok ? [] : result.fieldErrors);
        if (!result.ok) break;
        ordered.push(result.recordId);
      }
      if (ordered.length === count) onAllOrdered();
    } catch (error) {
      setFieldErrors([{ field: '', message: String(error) }]);
    } finally {
      // Those ordered before a refusal or a failure are shown too: bought, not to be bought again.
      setFollowed(ordered);
      setBusy(false);
    }
  }

  return { busy, fieldErrors, followed, buy, stopFollowing: () => setFollowed([]) };
}
