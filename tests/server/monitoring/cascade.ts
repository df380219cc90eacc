import type { MonitoringState } from './store';

/**
 * Deleting a record removes every reference to it, so lists never show dangling links and the
 * counts derived from them (see present-monitor.ts) stay right.
 */

function without(ids: string[], id: string) {
  const index = ids.indexOf(id);
  if (index !== -1) ids.splice(index, 1);
}

/** A monitor's incidents go with it ([assumed]); pages and windows stop naming it. */
export function forgetMonitor(state: MonitoringState, monitorId: string) {
  state.monitors.delete(monitorId);
  for (const [id, incident] of state.incidents) {
    if (incident.monitorId === monitorId) state.incidents.delete(id);
  }
  for (const page of state.pages.values()) without(page.monitors, monitorId);
  for (const window of state.windows.values()) without(window.monitors, monitorId);
}

/** Its monitors become uncategorised (`category: ""`). */
export function forgetCategory(state: MonitoringState, categoryId: string) {
  state.categories.delete(categoryId);
  for (const monitor of state.monitors.values()) {
    if (monitor.category === categoryId) monitor.category = '';
  }
}

/** Announcements stop naming the page. */
export function forgetPage(state: MonitoringState, pageId: string) {
  state.pages.delete(pageId);
  for (const announcement of state.announcements.values()) without(announcement.pages, pageId);
}

/** Seats stop routing alerts through it. */
export function forgetIntegration(state: MonitoringState, integrationId: string) {
  state.integrations.delete(integrationId);
  for (const seat of state.seats.values()) without(seat.integrations, integrationId);
}
