import type { MonitorRow } from '../lib/db/rows';
import type { MeasuredUptime } from '../lib/db/uptime';
import { RowMenu } from './RowMenu';
import { Sparkline } from './Sparkline';
import { strings } from './strings';
import { clockTime } from './time';
import { uptimeSentence, uptimeText } from './uptime-text';

export interface MonitorRowViewProps {
  monitor: MonitorRow;
  responseTimes?: readonly number[];
  /** undefined until the series is loaded; null when it has too little data for a figure. */
  uptime?: MeasuredUptime | null;
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
          {props.uptime !== undefined && (
            <>
              {' · '}
              <span title={uptimeSentence(props.uptime)} data-testid="row-uptime">
                {uptimeText(props.uptime)}
              </span>
            </>
          )}
          {props.resumeAt && ` · ${strings.resumesAt(clockTime(props.resumeAt))}`}
          {props.snoozed && ` · ${strings.snoozed}`}
          {props.pending && <em class="not-sent"> · {strings.notOnServer}</em>}
        </span>
      </button>
      <Sparkline values={props.responseTimes ?? []} label={strings.responseTimes(monitor.name)} />
      <button
        type="button"
        class="pause-button"
        onClick={props.onTogglePause}
        aria-label={(paused ? strings.resumeNamed : strings.pauseNamed)(monitor.name)}
        data-testid="pause-toggle"
      >
        {paused ? strings.resume : strings.pause}
      </button>
      <RowMenu name={monitor.name} onPauseFor={props.onPauseFor} onSnooze={props.onSnooze} />
    </div>
  );
}
