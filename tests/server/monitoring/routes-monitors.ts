import { Hono } from 'hono';
import * as v from 'valibot';
import type { ServerContext } from '../core/context';
import { findOr404 } from './api-error';
import { forgetMonitor } from './cascade';
import { envelope, type MonitoringEnv, pagedEnvelope } from './envelope';
import { oneOf } from './fields';
import { heartbeatUri, monitorRequestSchema } from './monitor-request';
import { presentMonitor, tallyMonitorLinks } from './present-monitor';
import type { MonitorFields, MonitorRecord } from './records';
import { type MonitoringState, nextId } from './store';
import { bodyObject, PagingQuery, validate } from './validation';

const MonitorListQuery = v.object({
  ...PagingQuery.entries,
  // `paused` selects paused monitors; the other values match `status` (CONTRACT.md [assumed]).
  status: v.optional(oneOf('status', ['up', 'down', 'pending', 'paused'])),
  category: v.optional(v.string()),
  search: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase())),
});
type MonitorListFilter = v.InferOutput<typeof MonitorListQuery>;

const PauseRequest = v.object({ pause: oneOf('pause', ['paused', 'active']) });

function matchesFilter(monitor: MonitorRecord, filter: MonitorListFilter) {
  if (filter.status === 'paused' && monitor.pause !== 'paused') return false;
  if (filter.status && filter.status !== 'paused' && monitor.status !== filter.status) return false;
  if (filter.category !== undefined && monitor.category !== filter.category) return false;
  if (!filter.search) return true;
  return (
    monitor.name.toLowerCase().includes(filter.search) ||
    monitor.uri.toLowerCase().includes(filter.search)
  );
}

/** Heartbeat URIs belong to the service, whatever the request said. */
function withServiceFields(id: string, fields: MonitorFields): MonitorFields {
  return fields.type === 'heartbeat' ? { ...fields, uri: heartbeatUri(id) } : fields;
}

/** A new monitor is pending (not checked yet) and joins the pages that take new monitors. */
function addMonitor(state: MonitoringState, fields: MonitorFields, now: Date) {
  const id = nextId(state, 'mon');
  const monitor: MonitorRecord = {
    ...withServiceFields(id, fields),
    id,
    status: 'pending',
    pause: 'active',
    createdTime: now.toISOString(),
  };
  state.monitors.set(id, monitor);
  for (const page of state.pages.values()) {
    if (page.newMonitors === 1) page.monitors.push(id);
  }
  return monitor;
}

export function monitorRoutes(server: ServerContext) {
  const app = new Hono<MonitoringEnv>();
  const state = () => server.state.monitoring;

  app.get('/list', (c) => {
    const query = validate(MonitorListQuery, c.req.query());
    const matching = [...state().monitors.values()].filter((m) => matchesFilter(m, query));
    const tallies = tallyMonitorLinks(state());
    return pagedEnvelope(c, 'monitors', matching, query, (m) =>
      presentMonitor(state(), m, tallies),
    );
  });

  app.post('/new', (c) => {
    const fields = validate(monitorRequestSchema(state()), bodyObject(c.get('body')));
    const monitor = addMonitor(state(), fields, new Date());
    return envelope(c, 'monitors', [presentMonitor(state(), monitor)]);
  });

  app.put('/update/:id', (c) => {
    const monitor = findOr404(state().monitors, c.req.param('id'), 'Monitor');
    // A partial body keeps the other fields; the schema drops what only the server sets.
    const merged = { ...monitor, ...bodyObject(c.get('body')) };
    const fields = validate(monitorRequestSchema(state()), merged);
    Object.assign(monitor, withServiceFields(monitor.id, fields));
    return envelope(c, 'monitors', [presentMonitor(state(), monitor)]);
  });

  app.delete('/delete/:id', (c) => {
    const monitor = findOr404(state().monitors, c.req.param('id'), 'Monitor');
    const shown = presentMonitor(state(), monitor);
    forgetMonitor(state(), monitor.id);
    return envelope(c, 'monitors', [shown]);
  });

  app.patch('/pause/:id', (c) => {
    const monitor = findOr404(state().monitors, c.req.param('id'), 'Monitor');
    monitor.pause = validate(PauseRequest, bodyObject(c.get('body'))).pause;
    return envelope(c, 'monitors', [presentMonitor(state(), monitor)]);
  });

  return app;
}
