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
 * Makes a report: asks the worker for the monitors' days a batch at a time (the worker fetches
 * a batch together, so at most UPTIME_REPORT_BATCH requests are out), counting progress as each
 * batch is answered. Cancel stops before the next batch. A batch the worker did not answer
 * fails its monitors in the glance's words, and the rest go on.
 */
export function useUptimeReport() {
  const [run, setRun] = useState<ReportRun | null>(null);
  const current = useRef(0);

  async function start(monitors: readonly ReportMonitor[], period: number) {
    const id = ++current.current;
    const outcomes = new Map<string, MonitorOutcome>();
    const range = reportRange(period, Date.now());
    const base = { period, range, monitors, outcomes };
    setRun({ ...base, answered: 0, state: 'running' });
    for (let start = 0; start < monitors.length; start += UPTIME_REPORT_BATCH) {
      const monitorIds = monitors.slice(start, start + UPTIME_REPORT_BATCH).map((m) => m.id);
      const answered = await fetchBatch(monitorIds, range);
      if (current.current !== id) return;
      for (const [monitorId, outcome] of answered) outcomes.set(monitorId, outcome);
      setRun({ ...base, answered: outcomes.size, state: 'running' });
    }
    setRun({ ...base, answered: outcomes.size, state: 'done' });
  }

  function cancel() {
    current.current += 1;
    setRun((last) => last && { ...last, state: 'cancelled' });
  }

  return { run, start, cancel };
}
