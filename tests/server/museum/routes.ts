// STUB — replaced by the museum server work.
import { Hono } from 'hono';
import type { ServerContext, ServerEnv } from '../core/context';
export function museumRoutes(_server: ServerContext) {
  return new Hono<ServerEnv>();
}
