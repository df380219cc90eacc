import { ticketStrings as t } from './ticket-strings';

/**
 * Said beside a price while the user has not named the museum's currency: the API gives bare
 * numbers, and Gatehouse never invents a unit for them.
 */
export function CurrencyNote({ currency }: { currency: string | null | undefined }) {
  // undefined: not read yet. Said only once known to be unset, or it shows and goes again.
  if (currency !== null) return null;
  return <span class="muted currency-note"> ({t.currencyUnset})</span>;
}
