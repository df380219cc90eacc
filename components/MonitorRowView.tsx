import type { MonitorRow } from '../lib/db/rows';
import { RowMenu } from './RowMenu';
import { Sparkline } from './Sparkline';
import { strings } from './strings';
import { clockTime } from './time';

export interface MonitorRowViewProps {
  monitor: MonitorRow;
  responseTimes?: readonly number[];
  uptimePercent?: number;
  resumeAt?: number;
  snoozed: boolean;
  pending: boolean;
  onOpen: () => void;
  onTogglePause: () => void;
  onPauseFor: (hours: number) => void;
  onSnooze: () => void;
}

function statusOf(monitor: MonitorRow) {
  return monitor.pause === 'paused' ? 'paused' : monitor.status;
}

export function MonitorRowView(props: MonitorRowViewProps) {
  const { monitor } = props;
  const status = statusOf(monitor);
  const paused = monitor.pause === 'paused';
  return (
    <div
      class={`monitor-row status-${status}`}
      data-testid="monitor-row"
      data-monitor-id={monitor.id}
    >
      <button type="button" class="monitor-open" onClick={props.onOpen} data-testid="monitor-open">
        <span class="status-pill">{strings.statusNames[status] ?? status}</span>
        <span class="monitor-name">{monitor.name}</span>
        <span class="monitor-meta">
          {monitor.type}
          {props.uptimePercent !== undefined &&
            ` · ${strings.uptime7d(`${props.uptimePercent.toFixed(2)}%`)}`}
          {props.resumeAt && ` · ${strings.resumesAt(clockTime(props.resumeAt))}`}
          {props.snoozed && ` · ${strings.snoozed}`}
          {props.pending && <em class="not-sent"> · {strings.notOnServer}</em>}
        </span>
      </button>
      <Sparkline
        values={props.responseTimes ?? []}
        label={`${monitor.name} response times, last 24 hours`}
      />
      <button
        type="button"
        class="pause-button"
        onClick={props.onTogglePause}
        aria-label={`${paused ? strings.resume : strings.pause} ${monitor.name}`}
        data-testid="pause-toggle"
      >
        {paused ? strings.resume : strings.pause}
      </button>
      <RowMenu name={monitor.name} onPauseFor={props.onPauseFor} onSnooze={props.onSnooze} />
    </div>
  );
}
