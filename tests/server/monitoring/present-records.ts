import { incidentDurationSeconds } from './incidents';
import type { CategoryRecord, IncidentRecord } from './records';
import type { IntegrationRecord, SeatRecord } from './records-notifications';
import type { AnnouncementRecord, PageRecord, WindowRecord } from './records-status';
import type { MonitoringState } from './store';
import { windowStatus } from './window-status';

/** `[{id, name}]` for ids that still exist: how pages, windows and announcements show links. */
function namedLinks(ids: string[], records: Map<string, { id: string; name: string }>) {
  return ids.flatMap((id) => {
    const record = records.get(id);
    return record ? [{ id: record.id, name: record.name }] : [];
  });
}

/** Monitors per category id, counted in one pass over the monitors. */
export function tallyCategoryMonitors(state: MonitoringState) {
  const counts = new Map<string, number>();
  for (const monitor of state.monitors.values()) {
    if (monitor.category) counts.set(monitor.category, (counts.get(monitor.category) ?? 0) + 1);
  }
  return counts;
}

export function presentCategory(category: CategoryRecord, monitorCounts: Map<string, number>) {
  return { ...category, monitors: monitorCounts.get(category.id) ?? 0 };
}

export function presentIncident(incident: IncidentRecord, now: Date) {
  return {
    ...incident,
    duration: incidentDurationSeconds(incident, now),
    activity: incident.activity.map((entry) => ({ ...entry })),
    comments: incident.comments.map((comment) => ({ ...comment })),
  };
}

export function presentSeat(state: MonitoringState, seat: SeatRecord) {
  const integrations = seat.integrations.flatMap((id) => {
    const integration = state.integrations.get(id);
    return integration ? [{ id, name: integration.name, type: integration.type }] : [];
  });
  return { ...seat, integrations };
}

export function presentIntegration(integration: IntegrationRecord) {
  return { ...integration };
}

/** Request names → the published PageObject names (mapping in CONTRACT.md); no password. */
export function presentPage(state: MonitoringState, page: PageRecord) {
  return {
    id: page.id,
    name: page.name,
    homepageLink: page.homepage,
    subdomain: page.subdomain,
    seo: page.seo,
    groupByCategories: 0,
    domain: page.domain,
    accessType: page.access,
    showServiceLogo: page.poweredBy,
    webAnalytics: page.analytics,
    showMonitorURI: page.uri,
    showUptime: page.duration,
    hidePausedMonitors: page.paused,
    subscribe: page.subscribe,
    showStatusUpdate: page.status,
    showMonitorDetails: page.details,
    logoLight: page.logo,
    logoDark: page.logoDark,
    favicon: page.favicon,
    layout: page.layout,
    defaultLightMode: page.lighting,
    addNewMonitors: page.newMonitors,
    monitors: namedLinks(page.monitors, state.monitors),
  };
}

export function presentAnnouncement(state: MonitoringState, announcement: AnnouncementRecord) {
  return { ...announcement, pages: namedLinks(announcement.pages, state.pages) };
}

export function presentWindow(state: MonitoringState, window: WindowRecord, now: Date) {
  return {
    id: window.id,
    name: window.name,
    description: window.description,
    status: windowStatus(window, now),
    monitors: namedLinks(window.monitors, state.monitors),
    schedule: { ...window.schedule, days: [...window.schedule.days] },
    createdAt: window.createdAt,
  };
}
