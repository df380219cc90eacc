import { Icon, NextIcon, PreviousIcon } from '../icons';
import { ticketStrings } from './ticket-strings';

const t = ticketStrings.door;

export interface DoorNavProps {
  /** Where the shown ticket stands among the bought ones; null for one not bought yet. */
  index: number | null;
  total: number;
  onStep: (by: -1 | 1) => void;
}

/** "← Ticket 1 of 3 →": bought tickets only; one not bought yet is not counted among them. */
export function DoorNav({ index, total, onStep }: DoorNavProps) {
  const position = index === null ? t.waitingShown : t.position(index + 1, total);
  return (
    <nav class="door-nav" aria-label={t.title}>
      <button
        type="button"
        onClick={() => onStep(-1)}
        disabled={index === null || index === 0}
        aria-label={t.previous}
        data-testid="door-previous"
      >
        <Icon icon={PreviousIcon} size={20} />
      </button>
      <span data-testid="door-position">{position}</span>
      <button
        type="button"
        onClick={() => onStep(1)}
        disabled={(index ?? -1) >= total - 1}
        aria-label={t.next}
        data-testid="door-next"
      >
        <Icon icon={NextIcon} size={20} />
      </button>
    </nav>
  );
}
