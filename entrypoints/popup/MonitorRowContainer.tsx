import { MonitorRowView } from '../../components/MonitorRowView';
import type { MonitorRow } from '../../lib/model/rows';
import { popupActions } from './actions';
import type { SeriesData } from './useSeries';

export interface MonitorRowContainerProps {
  monitor: MonitorRow;
  series: SeriesData;
  resumeAt?: number;
  snoozedUntil: number | null;
  pending: boolean;
  onTogglePause: (monitor: MonitorRow) => void;
}

/** Binds one row's data to the popup's actions. */
export function MonitorRowContainer({
  monitor,
  series,
  resumeAt,
  snoozedUntil,
  pending,
  onTogglePause,
}: MonitorRowContainerProps) {
  return (
    <MonitorRowView
      monitor={monitor}
      responseTimes={series.responseTimes.get(monitor.id)}
      uptime={series.uptime.get(monitor.id)}
      resumeAt={resumeAt}
      snoozedUntil={snoozedUntil}
      pending={pending}
      onOpen={() => void popupActions.openMonitor(monitor.id)}
      onTogglePause={() => onTogglePause(monitor)}
      onPauseFor={(hours) => void popupActions.pauseFor(monitor.id, hours)}
      onSnooze={() => void popupActions.snooze(monitor.id)}
    />
  );
}
