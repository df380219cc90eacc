import type { ComponentChildren } from 'preact';
import type { MuseumHoursRow } from '../lib/db/rows';
import { museumTime } from './museum-values';
import { strings } from './strings';

export interface MuseumStripProps {
  today: MuseumHoursRow | undefined;
  /** The ticket wallet: my tickets (each opens the door view) and "Buy ticket". */
  children?: ComponentChildren;
}

/** Today's opening hours, then the tickets. */
export function MuseumStrip({ today, children }: MuseumStripProps) {
  return (
    <section class="strip museum" aria-label={strings.museumToday} data-testid="museum-strip">
      <p>
        <strong>{strings.museumToday}:</strong>{' '}
        <span data-testid="museum-hours">
          {today
            ? `${museumTime(today.timeOpen)}–${museumTime(today.timeClose)}`
            : strings.museumClosed}
        </span>
      </p>
      {children}
    </section>
  );
}
