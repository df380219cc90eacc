// STUB — replaced by the monitoring server work.
import { Hono } from 'hono';
import type { ServerContext, ServerEnv } from '../core/context';
export function monitoringRoutes(_server: ServerContext) {
  return new Hono<ServerEnv>();
}
