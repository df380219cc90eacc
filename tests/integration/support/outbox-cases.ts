import { fillRoutePath } from '../../../lib/background/api/http/route';
import {
  defaultMonitoringRoutes,
  isMonitoringOperation,
  type MonitoringRoute,
} from '../../../lib/background/api/monitoring/routes';
import { type MuseumOperation, museumRoutes } from '../../../lib/background/api/museum/routes';
import type { QueuedCommand } from '../../../lib/background/outbox/enqueue';
import type { ServerContext } from '../../server/core/context';
import { monitoringWriteCases } from './outbox-cases-monitoring';
import { museumWriteCases } from './outbox-cases-museum';
import { statusWriteCases } from './outbox-cases-status';

type ServerState = ServerContext['state'];

/**
 * One write a user can make, as the outbox receives it, and how the server must look once it has
 * been applied. `made` is how many times an additive write (create, comment, purchase) must have
 * taken effect: 1, or 2 when the user confirmed re-buying a ticket whose answer was lost.
 */
export interface WriteCase extends QueuedCommand {
  expectOnServer(state: ServerState, made: number): void;
}

/** Every write operation of lib/background/outbox/writes/all-writes.ts, once each. */
export const writeCases: WriteCase[] = [
  ...monitoringWriteCases,
  ...statusWriteCases,
  ...museumWriteCases,
];

/** The method and path a write is sent to, for arming a fault and reading the request log. */
export function routeOf({ operation, recordId }: QueuedCommand): MonitoringRoute {
  if (isMonitoringOperation(operation)) {
    const route = defaultMonitoringRoutes[operation];
    return { method: route.method, path: fillRoutePath(route, recordId) };
  }
  if (!Object.hasOwn(museumRoutes, operation))
    throw new Error(`No route for write operation "${operation}"`);
  // The museum's base URL ends in /v1.1 (CONTRACT.md); the request log shows the whole path.
  const route = museumRoutes[operation as MuseumOperation];
  return { method: route.method, path: `/v1.1${fillRoutePath(route, recordId)}` };
}

/** The museum's delete answers 204 No Content (CONTRACT.md): its answer has no body. */
export function answersWithoutBody(write: QueuedCommand) {
  return apiOf(write) === 'museum' && routeOf(write).method === 'DELETE';
}

/** Which API a write goes to. */
export const apiOf = ({ operation }: QueuedCommand) =>
  isMonitoringOperation(operation) ? 'monitoring' : 'museum';
