import { useEffect, useRef, useState } from 'preact/hooks';
import { Icon, MoreIcon } from './icons';
import { strings } from './strings';

export interface RowMenuProps {
  name: string;
  onPauseFor: (hours: number) => void;
  onSnooze: () => void;
}

const PAUSE_HOURS = [1, 4, 8];

/** The less frequent row actions: timed pauses that end by themselves, and snoozing alerts. */
const MENU_HEIGHT = 150;

/** Fixed position, so the scrolling list never clips it; opens upward near the bottom. */
function placeBelowOrAbove(button: HTMLElement): Record<string, string> {
  const rect = button.getBoundingClientRect();
  const right = `${window.innerWidth - rect.right}px`;
  return rect.bottom + MENU_HEIGHT > window.innerHeight
    ? { right, bottom: `${window.innerHeight - rect.top}px` }
    : { right, top: `${rect.bottom}px` };
}

export function RowMenu({ name, onPauseFor, onSnooze }: RowMenuProps) {
  const [place, setPlace] = useState<Record<string, string> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const open = place !== null;
  const pick = (action: () => void) => () => {
    setPlace(null);
    action();
  };
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event.target instanceof Node && button.current?.parentElement?.contains(event.target))
        return;
      setPlace(null);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div class="row-menu">
      <button
        ref={button}
        type="button"
        class="icon-button"
        aria-label={strings.moreActions(name)}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setPlace(open || !button.current ? null : placeBelowOrAbove(button.current))}
        data-testid="row-menu"
      >
        <Icon icon={MoreIcon} />
      </button>
      {open && (
        <div class="menu" role="menu" style={place}>
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
