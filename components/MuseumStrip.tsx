import type { ComponentChildren } from 'preact';
import type { RecordOf } from '../lib/model/resources';
import type { SyncStateRow } from '../lib/model/rows';
import { museumTime } from './museum-values';
import { strings } from './strings';

export interface MuseumStripProps {
  today: RecordOf<'museumHours'> | undefined;
  /** How the opening hours last synced: no row for today means "closed" only once they have. */
  hoursSync: SyncStateRow | undefined;
  /** The browser's network: offline, hours never synced are not "loading". */
  online: boolean;
  /** The ticket wallet: my tickets (each opens the door view) and "Buy ticket" if hours are known. */
  children: (hoursKnown: boolean) => ComponentChildren;
}

function hoursText({ today, hoursSync, online }: Omit<MuseumStripProps, 'children'>) {
  if (today) return `${museumTime(today.timeOpen)}–${museumTime(today.timeClose)}`;
  if (hoursSync?.lastSuccessAt) return strings.museumClosed;
  if (hoursSync?.lastError) return strings.museumHoursFailed;
  return online ? strings.museumHoursLoading : strings.museumHoursNotSynced;
}

/** Today's opening hours, then the tickets. */
export function MuseumStrip({ children, ...props }: MuseumStripProps) {
  const { today, hoursSync } = props;
  return (
    <section class="strip museum" aria-label={strings.museumToday} data-testid="museum-strip">
      <p>
        <strong>{strings.museumToday}:</strong>{' '}
        <span data-testid="museum-hours">{hoursText(props)}</span>
      </p>
      {children(Boolean(today || hoursSync?.lastSuccessAt))}
    </section>
  );
}
