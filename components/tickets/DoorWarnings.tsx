import { formatDayAndTime, formatDayLong } from '../../lib/model/date-formats';
import type { DoorWarning } from '../../lib/model/ticket-status';
import { Icon, WarningIcon } from '../icons';
import { ticketStrings as t } from './ticket-strings';

export interface DoorWarningsProps {
  warnings: readonly DoorWarning[];
  ticketDate: string;
  /** Offered when the QR image is missing or unverified. */
  onFetchQrAgain: () => void;
}

function text(warning: DoorWarning, date: string) {
  switch (warning.kind) {
    case 'not-today':
      return t.door.notToday(date);
    case 'past':
      return t.door.past(date);
    case 'not-bought':
      return t.door.notBought;
    case 'qr-missing':
      return t.door.missing;
    case 'qr-not-saved':
      return t.door.notSaved;
    case 'qr-unverified':
      return t.door.unverified(warning.reason);
    case 'qr-kept':
      return t.door.kept(warning.reason, formatDayAndTime(warning.savedAt));
  }
}

/** Banners above the ticket: said before the scan, not discovered at the turnstile. */
export function DoorWarnings({ warnings, ticketDate, onFetchQrAgain }: DoorWarningsProps) {
  if (warnings.length === 0) return null;
  const date = formatDayLong(ticketDate);
  return (
    <ul class="door-warnings" data-testid="door-warnings">
      {warnings.map((warning) => (
        <li
          key={warning.kind}
          class={`door-warning warning-${warning.kind}`}
          data-testid={`warning-${warning.kind}`}
        >
          <Icon icon={WarningIcon} size={18} class="door-warning-icon" />
          {text(warning, date)}
          {warning.kind.startsWith('qr-') && (
            <>
              {' '}
              <button
                type="button"
                class="link-button"
                onClick={onFetchQrAgain}
                data-testid="fetch-qr-again"
              >
                {t.door.fetchAgain}
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
