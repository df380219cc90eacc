import { crudNames, type PlainOperationName } from '../../../model/operation-names';
import {
  monitoringResourceNames,
  type ResourceDeclaration,
  resources,
} from '../../../model/resources';
import type { Route } from '../http/route';

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

/**
 * Each resource's list, create, update and delete (lib/model/resources.ts), under its `path`:
 * `GET <path>/list`, `POST <path>/new`, `PUT <path>/update/{id}`, `DELETE <path>/delete/{id}`.
 * The published description shows two of them, create monitor (`POST …/monitors/new`) and
 * update status page (`PUT …/status/pages/update/{id}`); the rest follow their pattern.
 */
function plainRoutes() {
  const routes: [string, MonitoringRoute][] = [];
  for (const name of monitoringResourceNames) {
    const declared: ResourceDeclaration = resources[name];
    const at = `${v1}/${declared.names?.path}`;
    const names = crudNames(name);
    if (names.list) routes.push([names.list, { method: 'GET', path: `${at}/list` }]);
    if (names.create) routes.push([names.create, { method: 'POST', path: `${at}/new` }]);
    if (names.update) routes.push([names.update, { method: 'PUT', path: `${at}/update/{id}` }]);
    if (names.delete) routes.push([names.delete, { method: 'DELETE', path: `${at}/delete/{id}` }]);
  }
  return Object.fromEntries(routes) as Record<PlainOperationName, MonitoringRoute>;
}

/** Operations of their own: signing in, the unpaged codes, and what resources do besides. */
const ownRoutes = {
  login: { method: 'POST', path: `${v1}/auth/login` },
  listTelephoneCodes: { method: 'GET', path: `${v1}/general/telephone-codes` },
  pauseMonitor: { method: 'PATCH', path: `${v1}/monitors/pause/{id}` },
  getResponseTimes: { method: 'GET', path: `${v1}/monitors/response-times/{id}` },
  getUptime: { method: 'GET', path: `${v1}/monitors/uptime/{id}` },
  commentOnIncident: { method: 'POST', path: `${v1}/incidents/comment/{id}` },
  updatePageAuthentication: { method: 'PATCH', path: `${v1}/status/pages/authentication/{id}` },
  setAnnouncementStickiness: {
    method: 'PATCH',
    path: `${v1}/status/announcements/stickiness/{id}`,
  },
  pauseWindow: { method: 'PATCH', path: `${v1}/maintenance/windows/pause/{id}` },
  endWindow: { method: 'PATCH', path: `${v1}/maintenance/windows/end/{id}` },
} as const satisfies Record<string, MonitoringRoute>;

export const defaultMonitoringRoutes: Readonly<
  Record<PlainOperationName | keyof typeof ownRoutes, MonitoringRoute>
> = { ...plainRoutes(), ...ownRoutes };

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
