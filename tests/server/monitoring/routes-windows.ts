import { Hono } from 'hono';
import type { ServerContext } from '../core/context';
import { fieldError, findOr404 } from './api-error';
import { crudRoutes } from './crud';
import { envelope, type MonitoringEnv } from './envelope';
import { presentWindow } from './present-records';
import { bodyObject, validate } from './validation';
import { WindowPauseRequest, windowRequestSchema } from './window-request';
import { windowStatus } from './window-status';

function windowRoutes(server: ServerContext) {
  const app = crudRoutes(server, {
    key: 'windows',
    kind: 'Window',
    idPrefix: 'win',
    records: (state) => state.windows,
    schema: windowRequestSchema,
    create: (fields, id, now) => ({
      id,
      ...fields,
      paused: false,
      endedAt: null,
      createdAt: now.toISOString(),
    }),
    presenter: (state, now) => (window) => presentWindow(state, window, now),
  });
  const state = () => server.state.monitoring;

  // Pausing keeps the schedule; resuming hands the status back to the clock.
  app.patch('/pause/:id', (c) => {
    const window = findOr404(state().windows, c.req.param('id'), 'Window');
    const { pause } = validate(WindowPauseRequest, bodyObject(c.get('body')));
    const now = new Date();
    if (windowStatus(window, now) === 'ended') {
      throw fieldError('pause', 'an ended window cannot be paused or resumed');
    }
    window.paused = pause === 'paused';
    return envelope(c, 'windows', [presentWindow(state(), window, now)]);
  });

  app.patch('/end/:id', (c) => {
    const window = findOr404(state().windows, c.req.param('id'), 'Window');
    const now = new Date();
    const status = windowStatus(window, now);
    if (status !== 'active' && status !== 'paused') {
      throw fieldError(
        'status',
        `only an active or paused window can be ended; this one is ${status}`,
      );
    }
    window.endedAt = now.toISOString();
    return envelope(c, 'windows', [presentWindow(state(), window, now)]);
  });

  return app;
}

/** /maintenance/windows/…: planned downtime that silences alerts. */
export function maintenanceRoutes(server: ServerContext) {
  const app = new Hono<MonitoringEnv>();
  app.route('/windows', windowRoutes(server));
  return app;
}
