import { Hono } from 'hono';
import type { ServerContext, ServerEnv } from '../core/context';
import type { MonitoringEnv } from './envelope';
import {
  rateLimit,
  readJsonBody,
  requireBearerToken,
  requireJsonAccept,
  tokenKey,
} from './middleware';
import { authRoutes } from './routes-auth';
import { categoryRoutes } from './routes-categories';
import { generalRoutes } from './routes-general';
import { incidentRoutes } from './routes-incidents';
import { monitorStatsRoutes } from './routes-monitor-stats';
import { monitorRoutes } from './routes-monitors';
import { notificationRoutes } from './routes-notifications';
import { statusRoutes } from './routes-status';
import { maintenanceRoutes } from './routes-windows';

/**
 * The monitoring API (CONTRACT.md "Monitoring API"), mounted at /endpoints/v1. The common rules
 * run in the order a client meets them: 406 (Accept), then login, which needs no token; for
 * every other route 403 (token), 429 (rate limit per token), 400 (JSON body), then the route.
 */
export function monitoringRoutes(server: ServerContext): Hono<ServerEnv> {
  const api = new Hono<MonitoringEnv>();
  api.use('*', requireJsonAccept);
  api.route('/auth', authRoutes(server));
  api.use('*', requireBearerToken(server), rateLimit(server, tokenKey), readJsonBody);
  api.route('/general', generalRoutes(server));
  api.route('/monitors', monitorRoutes(server));
  api.route('/monitors', monitorStatsRoutes(server));
  api.route('/categories', categoryRoutes(server));
  api.route('/incidents', incidentRoutes(server));
  api.route('/notifications', notificationRoutes(server));
  api.route('/status', statusRoutes(server));
  api.route('/maintenance', maintenanceRoutes(server));
  return new Hono<ServerEnv>().route('/', api);
}
