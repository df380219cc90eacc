import type { WindowSchedule } from './records-status';
import { seededMonitorIds } from './seed-catalog';
import { type MonitoringState, nextId } from './store';
import { DAY_MS, HOUR_MS, isoBefore } from './time';

function onceFrom(start: number, hours: number, timezone: string): WindowSchedule {
  const end = start + hours * HOUR_MS;
  const iso = (ms: number) => new Date(ms).toISOString();
  return { type: 'once', start: iso(start), end: iso(end), timezone, days: [] };
}

/** One window ahead, one running now, one over: each state the extension shows. */
export function seedWindows(state: MonitoringState, now: Date) {
  // Whole hours read like a real maintenance plan; the running one simply started 30 min ago.
  const lastHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const windows = [
    {
      name: 'Database upgrade',
      description: 'PostgreSQL minor version upgrade',
      templates: [5, 24],
      schedule: onceFrom(lastHour + 3 * DAY_MS, 2, 'Europe/London'),
    },
    {
      name: 'CDN certificate rotation',
      description: 'Rotating TLS certificates on the edge',
      templates: [18, 35],
      schedule: onceFrom(now.getTime() - HOUR_MS / 2, 2, 'UTC'),
    },
    {
      name: 'Search reindex',
      description: 'Full reindex of the product catalogue',
      templates: [11],
      schedule: onceFrom(lastHour - 7 * DAY_MS, 3, 'America/New_York'),
    },
  ];
  windows.forEach(({ templates, ...window }, n) => {
    const id = nextId(state, 'win');
    const monitors = seededMonitorIds(state, templates);
    const createdAt = isoBefore(now, (20 - n) * DAY_MS);
    state.windows.set(id, { id, ...window, monitors, paused: false, endedAt: null, createdAt });
  });
}
