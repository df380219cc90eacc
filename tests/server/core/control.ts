import { Hono } from 'hono';
import * as v from 'valibot';
import { forceMonitorStatus } from '../monitoring/state';
import type { ServerContext, ServerEnv } from './context';
import { FaultSchema } from './faults';

const ConfigPatchSchema = v.object({
  tokenTtlSeconds: v.optional(v.pipe(v.number(), v.minValue(1))),
  rateLimit: v.optional(
    v.nullable(v.object({ max: v.pipe(v.number(), v.minValue(1)), windowMs: v.number() })),
  ),
  simulate: v.optional(v.boolean()),
  tokenStyle: v.optional(v.picklist(['jwt', 'opaque'])),
  tokenIssuedExpired: v.optional(v.boolean()),
  qrText: v.optional(v.picklist(['gatehouse', 'url', 'bare'])),
});

const MonitorPatchSchema = v.object({ status: v.picklist(['up', 'down', 'pending']) });

/**
 * The test and demo control surface (CONTRACT.md "Control API"). Not part of either real API;
 * `reset` is how each test starts from the same seeded state. Neither reset nor restart touches
 * the config: a test that changes it puts it back.
 */
export function controlRoutes(server: ServerContext, resetState: () => void) {
  const app = new Hono<ServerEnv>();

  app.post('/reset', (c) => {
    server.faults.release('drop');
    resetState();
    server.faults.clear();
    server.log.clear();
    return c.json({ ok: true });
  });
  // A server process that restarted: its memory (data, opaque sessions, rate counters) is the
  // fresh seed, while the test keeps its faults and can still read what reached the server.
  app.post('/restart', (c) => {
    resetState();
    server.sessions.clear();
    return c.json({ ok: true });
  });
  app.get('/requests', (c) => c.json(server.log.entries));
  app.delete('/requests', (c) => {
    server.log.clear();
    return c.json({ ok: true });
  });
  app.post('/faults', async (c) => {
    const parsed = v.safeParse(FaultSchema, await c.req.json());
    if (!parsed.success) return c.json({ error: v.summarize(parsed.issues) }, 400);
    server.faults.add(parsed.output);
    return c.json({ ok: true });
  });
  app.delete('/faults', (c) => {
    server.faults.clear();
    return c.json({ ok: true });
  });
  app.post('/release', (c) => c.json({ released: server.faults.release() }));
  app.patch('/config', async (c) => {
    const parsed = v.safeParse(ConfigPatchSchema, await c.req.json());
    if (!parsed.success) return c.json({ error: v.summarize(parsed.issues) }, 400);
    Object.assign(server.config, parsed.output);
    return c.json(server.config);
  });
  app.patch('/monitors/:id', async (c) => {
    const parsed = v.safeParse(MonitorPatchSchema, await c.req.json());
    if (!parsed.success) return c.json({ error: v.summarize(parsed.issues) }, 400);
    const monitor = forceMonitorStatus(
      server.state.monitoring,
      c.req.param('id'),
      parsed.output.status,
    );
    return monitor ? c.json(monitor) : c.json({ error: 'Monitor not found' }, 404);
  });
  return app;
}
