import type { Route } from '../route';

/**
 * The monitoring API's route table: operation → method + path template. The published
 * description (docs/MONITORING-API.md) shows only two paths, create monitor and update status
 * page; every other method and path here is our assumption (tests/server/CONTRACT.md), so this
 * table is the one place they live and a user can override any of them in Settings (see
 * route-overrides.ts).
 */
export type MonitoringRoute = Route;

/** Every monitoring operation answers JSON, errors included (CONTRACT.md "Common rules"). */
export const MONITORING_ANSWERS = ['application/json'] as const;

const v1 = '/endpoints/v1';

export const defaultMonitoringRoutes = {
  login: { method: 'POST', path: `${v1}/auth/login` },
  listTelephoneCodes: { method: 'GET', path: `${v1}/general/telephone-codes` },

  listMonitors: { method: 'GET', path: `${v1}/monitors/list` },
  // The one monitor path the published description shows.
  createMonitor: { method: 'POST', path: `${v1}/monitors/new` },
  updateMonitor: { method: 'PUT', path: `${v1}/monitors/update/{id}` },
  deleteMonitor: { method: 'DELETE', path: `${v1}/monitors/delete/{id}` },
  pauseMonitor: { method: 'PATCH', path: `${v1}/monitors/pause/{id}` },
  getResponseTimes: { method: 'GET', path: `${v1}/monitors/response-times/{id}` },
  getUptime: { method: 'GET', path: `${v1}/monitors/uptime/{id}` },

  listCategories: { method: 'GET', path: `${v1}/categories/list` },
  createCategory: { method: 'POST', path: `${v1}/categories/new` },
  updateCategory: { method: 'PUT', path: `${v1}/categories/update/{id}` },
  deleteCategory: { method: 'DELETE', path: `${v1}/categories/delete/{id}` },

  listIncidents: { method: 'GET', path: `${v1}/incidents/list` },
  commentOnIncident: { method: 'POST', path: `${v1}/incidents/comment/{id}` },

  listSeats: { method: 'GET', path: `${v1}/notifications/seats/list` },
  createSeat: { method: 'POST', path: `${v1}/notifications/seats/new` },
  updateSeat: { method: 'PUT', path: `${v1}/notifications/seats/update/{id}` },
  deleteSeat: { method: 'DELETE', path: `${v1}/notifications/seats/delete/{id}` },

  listIntegrations: { method: 'GET', path: `${v1}/notifications/integrations/list` },
  createIntegration: { method: 'POST', path: `${v1}/notifications/integrations/new` },
  updateIntegration: { method: 'PUT', path: `${v1}/notifications/integrations/update/{id}` },
  deleteIntegration: { method: 'DELETE', path: `${v1}/notifications/integrations/delete/{id}` },

  listPages: { method: 'GET', path: `${v1}/status/pages/list` },
  createPage: { method: 'POST', path: `${v1}/status/pages/new` },
  // The one status-page path the published description shows.
  updatePage: { method: 'PUT', path: `${v1}/status/pages/update/{id}` },
  updatePageAuthentication: { method: 'PATCH', path: `${v1}/status/pages/authentication/{id}` },
  deletePage: { method: 'DELETE', path: `${v1}/status/pages/delete/{id}` },

  listAnnouncements: { method: 'GET', path: `${v1}/status/announcements/list` },
  createAnnouncement: { method: 'POST', path: `${v1}/status/announcements/new` },
  updateAnnouncement: { method: 'PUT', path: `${v1}/status/announcements/update/{id}` },
  setAnnouncementStickiness: {
    method: 'PATCH',
    path: `${v1}/status/announcements/stickiness/{id}`,
  },
  deleteAnnouncement: { method: 'DELETE', path: `${v1}/status/announcements/delete/{id}` },

  listWindows: { method: 'GET', path: `${v1}/maintenance/windows/list` },
  createWindow: { method: 'POST', path: `${v1}/maintenance/windows/new` },
  updateWindow: { method: 'PUT', path: `${v1}/maintenance/windows/update/{id}` },
  pauseWindow: { method: 'PATCH', path: `${v1}/maintenance/windows/pause/{id}` },
  endWindow: { method: 'PATCH', path: `${v1}/maintenance/windows/end/{id}` },
  deleteWindow: { method: 'DELETE', path: `${v1}/maintenance/windows/delete/{id}` },
} as const satisfies Record<string, MonitoringRoute>;

export type MonitoringOperation = keyof typeof defaultMonitoringRoutes;
export type MonitoringRoutes = Record<MonitoringOperation, MonitoringRoute>;

export const monitoringOperations = Object.keys(defaultMonitoringRoutes) as MonitoringOperation[];

export function isMonitoringOperation(name: string): name is MonitoringOperation {
  return Object.hasOwn(defaultMonitoringRoutes, name);
}

/** Whether an operation addresses one record, i.e. its default path has an `{id}` slot. */
export function routeNeedsId(operation: MonitoringOperation): boolean {
  return defaultMonitoringRoutes[operation].path.includes('{id}');
}

/**
 * Whether an id can fill `{id}`: a URL reads a segment "." or ".." as this folder or the one
 * above (percent-encoding leaves dots alone), so the request would reach another route.
 */
export function isAddressableId(id: string): boolean {
  return id !== '.' && id !== '..';
}

/** "setAnnouncementStickiness" → "Set announcement stickiness", for error messages. */
export function operationLabel(operation: MonitoringOperation): string {
  const words = operation.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
