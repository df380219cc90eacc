import { Hono } from 'hono';
import type { ServerContext } from '../core/context';
import { envelope, type MonitoringEnv } from './envelope';

/** /general/telephone-codes: the whole (short) list, unpaged. */
export function generalRoutes(server: ServerContext) {
  const app = new Hono<MonitoringEnv>();
  app.get('/telephone-codes', (c) =>
    envelope(
      c,
      'telephoneCodes',
      server.state.monitoring.telephoneCodes.map((code) => ({ ...code })),
    ),
  );
  return app;
}
