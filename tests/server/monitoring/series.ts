import { noiseFor } from './prng';
import type { MonitorRecord } from './records';
import type { MonitoringState } from './store';
import { DAY_MS, isoDay, MINUTE_MS } from './time';

/**
 * Response-time and uptime series, computed on request rather than stored: 10,000 monitors ×
 * 144 samples a day would not fit in a quick seed. Values are a pure function of the monitor
 * id and the timestamp; down time comes from the monitor's incidents, so charts agree with
 * the incident list.
 */

const SAMPLE_INTERVAL_MS = 10 * MINUTE_MS;
const LOCATIONS = ['London', 'Frankfurt', 'New York', 'Singapore', 'Sydney'];
const NETWORK_TYPES = new Set(['ping', 'port', 'dns']);

type Interval = [start: number, end: number];

function downIntervals(state: MonitoringState, monitorId: string, now: Date): Interval[] {
  const intervals: Interval[] = [];
  for (const incident of state.incidents.values()) {
    if (incident.monitorId !== monitorId) continue;
    const end = incident.resolvedAt ? Date.parse(incident.resolvedAt) : now.getTime();
    intervals.push([Date.parse(incident.startedAt), end]);
  }
  return intervals;
}

/** A plausible latency: a per-monitor baseline, a daily traffic wave, jitter, rare spikes. */
function latencyMs(monitor: MonitorRecord, at: number) {
  const network = NETWORK_TYPES.has(monitor.type);
  const baseline = (network ? 8 : 90) + noiseFor(`${monitor.id}|base`) * (network ? 60 : 380);
  const hour = new Date(at).getUTCHours() + new Date(at).getUTCMinutes() / 60;
  const wave = 1 + 0.25 * Math.sin(((hour - 8) / 24) * 2 * Math.PI);
  const jitter = 0.85 + 0.3 * noiseFor(`${monitor.id}|${at}`);
  const spike = noiseFor(`${monitor.id}|spike|${at}`) < 0.02 ? 3 : 1;
  return Math.max(1, Math.round(baseline * wave * jitter * spike));
}

/** A pending monitor has not been checked yet, so it has no samples. */
function checkedSpan(monitor: MonitorRecord, from: number, to: number, now: Date): Interval | null {
  if (monitor.status === 'pending') return null;
  const start = Math.max(from, Date.parse(monitor.createdTime));
  const end = Math.min(to, now.getTime());
  return end > start ? [start, end] : null;
}

/** One sample every 10 minutes (on the clock's 10-minute marks) in `[from, to]`. */
export function responseTimes(
  state: MonitoringState,
  monitor: MonitorRecord,
  range: { from: number; to: number },
  now: Date,
) {
  const span = checkedSpan(monitor, range.from, range.to, now);
  if (!span) return [];
  const down = downIntervals(state, monitor.id, now);
  const samples = [];
  const first = Math.ceil(span[0] / SAMPLE_INTERVAL_MS) * SAMPLE_INTERVAL_MS;
  for (let at = first; at <= span[1]; at += SAMPLE_INTERVAL_MS) {
    const isDown = down.some(([start, end]) => at >= start && at < end);
    const location =
      LOCATIONS[Math.floor(noiseFor(`${monitor.id}|where|${at}`) * LOCATIONS.length)];
    samples.push({
      timestamp: new Date(at).toISOString(),
      responseTime: isDown ? 0 : latencyMs(monitor, at),
      location: location ?? 'London',
    });
  }
  return samples;
}

function overlapMs([start, end]: Interval, [from, to]: Interval) {
  return Math.max(0, Math.min(end, to) - Math.max(start, from));
}

/** One row per UTC day in `[fromDay, toDay]` that the monitor was checked on. */
export function uptimeByDay(
  state: MonitoringState,
  monitor: MonitorRecord,
  range: { fromDay: string; toDay: string },
  now: Date,
) {
  const down = downIntervals(state, monitor.id, now);
  const rows = [];
  const lastDay = Date.parse(range.toDay);
  for (let day = Date.parse(range.fromDay); day <= lastDay; day += DAY_MS) {
    const span = checkedSpan(monitor, day, day + DAY_MS, now);
    if (!span) continue;
    const checkedSeconds = (span[1] - span[0]) / 1000;
    const downMs = down.reduce((sum, interval) => sum + overlapMs(interval, span), 0);
    const downtime = Math.round(downMs / 1000);
    rows.push({
      date: isoDay(day),
      uptime: Math.round(100_000 * (1 - downtime / checkedSeconds)) / 1000,
      downtime,
      checks: Math.floor(checkedSeconds / monitor.interval),
    });
  }
  return rows;
}
