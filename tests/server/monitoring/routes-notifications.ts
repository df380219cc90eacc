import { Hono } from 'hono';
import type { ServerContext } from '../core/context';
import { forgetIntegration } from './cascade';
import { crudRoutes } from './crud';
import type { MonitoringEnv } from './envelope';
import { integrationRequestSchema, seatRequestSchema } from './notification-requests';
import { presentIntegration, presentSeat } from './present-records';

/** /notifications/seats/… and /notifications/integrations/…: who is alerted, and how. */
export function notificationRoutes(server: ServerContext) {
  const app = new Hono<MonitoringEnv>();
  app.route(
    '/seats',
    crudRoutes(server, {
      key: 'seats',
      kind: 'Seat',
      idPrefix: 'seat',
      records: (state) => state.seats,
      schema: seatRequestSchema,
      create: (fields, id, now) => ({ id, ...fields, createdAt: now.toISOString() }),
      presenter: (state) => (seat) => presentSeat(state, seat),
    }),
  );
  app.route(
    '/integrations',
    crudRoutes(server, {
      key: 'integrations',
      kind: 'Integration',
      idPrefix: 'int',
      records: (state) => state.integrations,
      schema: integrationRequestSchema,
      create: (fields, id, now) => ({ id, ...fields, createdAt: now.toISOString() }),
      presenter: () => presentIntegration,
      forget: forgetIntegration,
    }),
  );
  return app;
}
