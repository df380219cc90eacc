import { Hono } from 'hono';
import { basicAuth } from 'hono/basic-auth';
import type { ServerContext, ServerEnv } from '../core/context';
import { eventRoutes } from './events';
import { hoursRoutes } from './hours';
import { requireJsonBody } from './media-types';
import { answerWithProblem } from './problem';
import { ticketRoutes } from './tickets';

/** The demo account (printed by tests/server/main.ts); the real service has its own. */
export const MUSEUM_DEMO_USER = { username: 'demo', password: 'demo' };

/**
 * The Museum API v1.1, mounted at `/v1.1` (CONTRACT.md "Museum API"). HTTP basic guards every
 * operation, every error leaves as problem+json, write bodies must be JSON (415) and each route
 * answers 406 to an `Accept` that excludes what it returns (media-types.ts).
 */
export function museumRoutes(server: ServerContext) {
  const app = new Hono<ServerEnv>();
  app.onError(answerWithProblem);
  app.use('*', basicAuth({ ...MUSEUM_DEMO_USER, realm: 'museum' }));
  app.use('*', requireJsonBody);
  app.route('/', hoursRoutes(server));
  app.route('/', eventRoutes(server));
  app.route('/', ticketRoutes(server));
  return app;
}
