import { useRef, useState } from 'preact/hooks';
import { sendMessage } from '../../../lib/messaging/protocol';
import {
  type MonitorOutcome,
  outcomeOf,
  type ReportMonitor,
  reportRange,
  UPTIME_REPORT_BATCH,
} from '../../../lib/model/uptime-report';
import { message } from '../../../lib/platform/i18n';

/** A report being made or made: what was asked, and what came back so far. */
export interface ReportRun {
  period: number;
  range: { from: string; to: string };
  monitors: readonly ReportMonitor[];
  /** Monitor id → its outcome; grows as answers come (the same Map, `answered` says how far). */
  outcomes: ReadonlyMap<string, MonitorOutcome>;
  answered: number;
  state: 'running' | 'done' | 'cancelled';
}

async function fetchBatch(
  monitorIds: string[],
  range: { from: string; to: string },
): Promise<[string, MonitorOutcome][]> {
  try {
    const answers = await sendMessage('uptimeReport', { monitorIds, ...range });
    return answers.map((answer) => [answer.monitorId, outcomeOf(answer)]);
  } catch {
    const problem = message('overallBackgroundStopped');
    return monitorIds.map((monitorId) => [monitorId, { problem }]);
  }
}

/**
 * How often the tables and the chart are drawn again while a report runs: adding up 10,000
 * monitors' lines takes about 100 ms here, too much to do after every batch of four.
 */
const REDRAW_MS = 1000;

/**
 * Makes a report: asks the worker for the monitors' days a batch at a time (the worker fetches
 * a batch together, so at most UPTIME_REPORT_BATCH requests are out), counting progress as each
 * batch is answered. Cancel stops before the next batch. A batch the worker did not answer
 * fails its monitors in the glance's words, and the rest go on. `run` is the progress, after
 * every batch; `shown` is what the tables draw, at most once every REDRAW_MS while it runs.
 */
export function useUptimeReport() {
  const [run, setRun] = useState<ReportRun | null>(null);
  const [shown, setShown] = useState<ReportRun | null>(null);
  const current = useRef(0);

  async function start(monitors: readonly ReportMonitor[], period: number) {
    const id = ++current.current;
    const outcomes = new Map<string, MonitorOutcome>();
    const range = reportRange(period, Date.now());
    const base = { period, range, monitors, outcomes };
    let drawnAt = 0;
    const report = (state: ReportRun['state']) => {
      const next = { ...base, answered: outcomes.size, state };
      setRun(next);
      if (state !== 'running' || Date.now() - drawnAt >= REDRAW_MS) {
        drawnAt = Date.now();
        setShown(next);
      }
    };
    report('running');
    for (let start = 0; start < monitors.length; start += UPTIME_REPORT_BATCH) {
      const monitorIds = monitors.slice(start, start + UPTIME_REPORT_BATCH).map((m) => m.id);
      const answered = await fetchBatch(monitorIds, range);
      if (current.current !== id) return;
      for (const [monitorId, outcome] of answered) outcomes.set(monitorId, outcome);
      report('running');
    }
    report('done');
  }

  function cancel() {
    current.current += 1;
    const cancelled = (last: ReportRun | null) => last && { ...last, state: 'cancelled' as const };
    setRun(cancelled);
    setShown(cancelled);
  }

  return { run, shown, start, cancel };
}
