import {
  defaultMonitoringRoutes,
  fillRoutePath,
  isMonitoringOperation,
  type MonitoringRoute,
} from '../../../lib/api/monitoring/routes';
import type { QueuedCommand } from '../../../lib/outbox/enqueue';
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

/** Every write operation of lib/outbox/operations.ts, once each. */
export const writeCases: WriteCase[] = [
  ...monitoringWriteCases,
  ...statusWriteCases,
  ...museumWriteCases,
];

/** The museum's write routes (museum-api.md); the monitoring ones come from its route table. */
const museumRoutes: Record<string, MonitoringRoute> = {
  createEvent: { method: 'POST', path: '/v1.1/special-events' },
  updateEvent: { method: 'PATCH', path: '/v1.1/special-events/{id}' },
  deleteEvent: { method: 'DELETE', path: '/v1.1/special-events/{id}' },
  buyTickets: { method: 'POST', path: '/v1.1/tickets' },
};

/** The method and path a write is sent to, for arming a fault and reading the request log. */
export function routeOf({ operation, recordId }: QueuedCommand): MonitoringRoute {
  const route = isMonitoringOperation(operation)
    ? defaultMonitoringRoutes[operation]
    : museumRoutes[operation];
  if (!route) throw new Error(`No route for write operation "${operation}"`);
  return { method: route.method, path: fillRoutePath(route, recordId) };
}

/** Which API a write goes to. */
export const apiOf = ({ operation }: QueuedCommand) =>
  isMonitoringOperation(operation) ? 'monitoring' : 'museum';
