import { useState } from 'preact/hooks';
import { strings } from './strings';

export interface RowMenuProps {
  name: string;
  onPauseFor: (hours: number) => void;
  onSnooze: () => void;
}

const PAUSE_HOURS = [1, 4, 8];

/** The less frequent row actions: timed pauses that end by themselves, and snoozing alerts. */
export function RowMenu({ name, onPauseFor, onSnooze }: RowMenuProps) {
  const [open, setOpen] = useState(false);
  const pick = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div class="row-menu">
      <button
        type="button"
        class="icon-button"
        aria-label={strings.moreActions(name)}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="row-menu"
      >
        ⋯
      </button>
      {open && (
        <div class="menu" role="menu">
          {PAUSE_HOURS.map((hours) => (
            <button
              key={hours}
              type="button"
              role="menuitem"
              onClick={pick(() => onPauseFor(hours))}
            >
              {strings.pauseFor(hours)}
            </button>
          ))}
          <button type="button" role="menuitem" onClick={pick(onSnooze)}>
            {strings.snooze}
          </button>
        </div>
      )}
    </div>
  );
}
