import { formatTime } from '../lib/model/date-formats';
import { monitorState } from '../lib/model/monitor-state';
import { maintenanceUntil } from '../lib/model/monitor-status';
import type { MonitorRow } from '../lib/model/rows';
import type { MeasuredUptime } from '../lib/model/uptime';
import { Icon, PauseIcon, ResumeIcon } from './icons';
import { MonitorName } from './MonitorName';
import { RowMenu } from './RowMenu';
import { Sparkline } from './Sparkline';
import { strings } from './strings';
import { uptimeSentence, uptimeText } from './uptime-text';

export interface MonitorRowViewProps {
  monitor: MonitorRow;
  responseTimes?: readonly number[];
  /** undefined until the series is loaded; null when it has too little data for a figure. */
  uptime?: MeasuredUptime | null;
  resumeAt?: number;
  /** When the snooze of this monitor's alerts ends; 0 for "until turned back on"; null if none. */
  snoozedUntil: number | null;
  pending: boolean;
  onOpen: () => void;
  onTogglePause: () => void;
  onPauseFor: (hours: number) => void;
  onSnooze: () => void;
}

/** What is going on with the monitor besides its status, in words. */
function notesOf(props: MonitorRowViewProps) {
  const notes: { text: string; class?: string }[] = [];
  // Only a paused monitor resumes: a resume time beside a running one would claim a pause. Short,
  // as it stands beside the "Paused" pill: "until 14:00".
  if (props.resumeAt && props.monitor.pause === 'paused')
    notes.push({ text: strings.untilTime(formatTime(props.resumeAt)) });
  // A window covers it: until when, as a pause says it ("until 14:30").
  const until =
    props.monitor.pause === 'paused' ? null : maintenanceUntil(props.monitor.maintenance);
  if (until) notes.push({ text: until, class: 'maintenance-until' });
  if (props.snoozedUntil !== null)
    notes.push({
      text: props.snoozedUntil
        ? strings.snoozedUntil(formatTime(props.snoozedUntil))
        : strings.snoozed,
    });
  if (props.pending) notes.push({ text: strings.notOnServer, class: 'not-sent' });
  return notes;
}

/**
 * The one line under the name: the monitor's type, any notes, then its uptime, each part whole.
 * The line is one line high: a part with no room left wraps onto a second line that is never
 * shown (entrypoints/popup/style.css), so the uptime gives way first and nothing is cut to "…".
 * Each part but the first carries its own " · ", so the separator goes with the part.
 */
function RowMeta(props: MonitorRowViewProps) {
  const parts = [
    <span key="type" class="monitor-type">
      {props.monitor.type}
    </span>,
    ...notesOf(props).map((note) => (
      <span key={note.text} class={note.class}>
        {note.text}
      </span>
    )),
    ...(props.uptime === undefined
      ? []
      : [
          <span key="uptime" title={uptimeSentence(props.uptime)} data-testid="row-uptime">
            {uptimeText(props.uptime)}
          </span>,
        ]),
  ];
  return (
    <span class="monitor-meta">
      {parts.map((part, i) => (i === 0 ? part : <span key={part.key ?? i}>{[' · ', part]}</span>))}
    </span>
  );
}

export function MonitorRowView(props: MonitorRowViewProps) {
  const { monitor } = props;
  const status = monitorState(monitor);
  const paused = monitor.pause === 'paused';
  return (
    <div
      class={`monitor-row status-${status}`}
      data-testid="monitor-row"
      data-monitor-id={monitor.id}
    >
      <button type="button" class="monitor-open" onClick={props.onOpen} data-testid="monitor-open">
        <span class="status-pill">{strings.statusNames[status] ?? status}</span>
        <MonitorName name={monitor.name} />
        <RowMeta {...props} />
      </button>
      <Sparkline values={props.responseTimes ?? []} label={strings.responseTimes(monitor.name)} />
      <button
        type="button"
        class="icon-button pause-button"
        onClick={props.onTogglePause}
        aria-label={(paused ? strings.resumeNamed : strings.pauseNamed)(monitor.name)}
        data-testid="pause-toggle"
        title={paused ? strings.resume : strings.pause}
      >
        {paused ? <Icon icon={ResumeIcon} /> : <Icon icon={PauseIcon} />}
      </button>
      <RowMenu name={monitor.name} onPauseFor={props.onPauseFor} onSnooze={props.onSnooze} />
    </div>
  );
}
