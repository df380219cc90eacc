import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import {
  defaultConfig,
  type ServerConfig,
  type ServerContext,
  type ServerEnv,
} from './core/context';
import { controlRoutes } from './core/control';
import { FaultTable } from './core/faults';
import { interceptRequests } from './core/intercept';
import { RequestLog } from './core/request-log';
import { monitoringRoutes } from './monitoring/routes';
import { createMonitoringState } from './monitoring/state';
import { museumRoutes } from './museum/routes';
import { createMuseumState } from './museum/state';

/** Both APIs and the control surface on one Hono app (CONTRACT.md). */
export function createServerApp(overrides: Partial<ServerConfig> = {}) {
  const config: ServerConfig = { ...defaultConfig, ...overrides };
  const seedState = () => ({
    monitoring: createMonitoringState({ monitorCount: config.monitorCount, now: new Date() }),
    museum: createMuseumState({ now: new Date() }),
  });
  const server: ServerContext = {
    config,
    state: seedState(),
    log: new RequestLog(),
    faults: new FaultTable(),
    jwtSecret: randomBytes(32),
    sessions: new Map(),
  };

  const app = new Hono<ServerEnv>();
  app.use('*', interceptRequests(server));
  app.route(
    '/__control',
    controlRoutes(server, () => {
      server.state = seedState();
    }),
  );
  app.route('/endpoints/v1', monitoringRoutes(server));
  app.route('/v1.1', museumRoutes(server));
  app.notFound((c) => c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404));
  return { app, server };
}
