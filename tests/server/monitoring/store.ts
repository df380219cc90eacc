import type { CategoryRecord, IncidentRecord, MonitorRecord, TelephoneCode } from './records';
import type { IntegrationRecord, SeatRecord } from './records-notifications';
import type { AnnouncementRecord, PageRecord, WindowRecord } from './records-status';

/** One fixed-window counter per token (or per address for login); see middleware.ts. */
interface RateWindow {
  startedAt: number;
  count: number;
}

/** Everything the monitoring API serves. Maps keep insertion order, which is list order. */
export interface MonitoringState {
  monitors: Map<string, MonitorRecord>;
  categories: Map<string, CategoryRecord>;
  incidents: Map<string, IncidentRecord>;
  seats: Map<string, SeatRecord>;
  integrations: Map<string, IntegrationRecord>;
  pages: Map<string, PageRecord>;
  announcements: Map<string, AnnouncementRecord>;
  windows: Map<string, WindowRecord>;
  telephoneCodes: TelephoneCode[];
  /** Lives in the state so that a reset also forgets who was rate limited. */
  rateWindows: Map<string, RateWindow>;
  lastIds: Record<string, number>;
}

export function emptyMonitoringState(): MonitoringState {
  return {
    monitors: new Map(),
    categories: new Map(),
    incidents: new Map(),
    seats: new Map(),
    integrations: new Map(),
    pages: new Map(),
    announcements: new Map(),
    windows: new Map(),
    telephoneCodes: [],
    rateWindows: new Map(),
    lastIds: {},
  };
}

/** Ids are `<prefix>_<n>` and never reused, so a deleted record's id stays unknown (404). */
export function nextId(state: MonitoringState, prefix: string): string {
  const next = (state.lastIds[prefix] ?? 0) + 1;
  state.lastIds[prefix] = next;
  return `${prefix}_${next}`;
}
