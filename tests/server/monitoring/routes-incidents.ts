import { Hono } from 'hono';
import * as v from 'valibot';
import type { ServerContext } from '../core/context';
import { findOr404 } from './api-error';
import { envelope, type MonitoringEnv, pagedEnvelope } from './envelope';
import { oneOf } from './fields';
import { addIncidentComment } from './incidents';
import { presentIncident } from './present-records';
import { bodyObject, PagingQuery, validate } from './validation';

const IncidentListQuery = v.object({
  ...PagingQuery.entries,
  status: v.optional(oneOf('status', ['open', 'resolved'])),
  monitorId: v.optional(v.string()),
});

const CommentRequest = v.object({
  comment: v.pipe(
    v.string('comment must be a string'),
    v.trim(),
    v.nonEmpty('comment is required'),
    v.maxLength(2000, 'comment must be at most 2000 characters'),
  ),
});

export function incidentRoutes(server: ServerContext) {
  const app = new Hono<MonitoringEnv>();
  const state = () => server.state.monitoring;

  // Newest first: the incident a user is looking for is almost always the latest.
  app.get('/list', (c) => {
    const query = validate(IncidentListQuery, c.req.query());
    const matching = [...state().incidents.values()]
      .filter((incident) => !query.status || incident.status === query.status)
      .filter((incident) => !query.monitorId || incident.monitorId === query.monitorId)
      .sort((a, b) => b.startedAt.localeCompare(a.startedAt));
    const now = new Date();
    return pagedEnvelope(c, 'incidents', matching, query, (incident) =>
      presentIncident(incident, now),
    );
  });

  app.post('/comment/:id', (c) => {
    const incident = findOr404(state().incidents, c.req.param('id'), 'Incident');
    const { comment } = validate(CommentRequest, bodyObject(c.get('body')));
    const now = new Date();
    addIncidentComment(state(), incident, { text: comment, author: c.get('account'), at: now });
    return envelope(c, 'incidents', [presentIncident(incident, now)]);
  });

  return app;
}
