import { Hono } from 'hono';
import type * as v from 'valibot';
import type { ServerContext } from '../core/context';
import { findOr404 } from './api-error';
import { envelope, type MonitoringEnv, pagedEnvelope } from './envelope';
import { type MonitoringState, nextId } from './store';
import { bodyObject, PagingQuery, validate } from './validation';

/** How one record kind is listed, created, updated and deleted. */
export interface CrudResource<R extends { id: string }, F> {
  /** Envelope key, e.g. `seats`. */
  key: string;
  /** For the 404 message: `Seat not found`. */
  kind: string;
  idPrefix: string;
  records: (state: MonitoringState) => Map<string, R>;
  /** The request schema; `current` is the record being updated, if any. */
  schema: (state: MonitoringState, current?: R) => v.GenericSchema<unknown, F>;
  create: (fields: F, id: string, now: Date) => R;
  /** Applies validated fields to a record; `Object.assign` unless said otherwise. */
  update?: (record: R, fields: F, now: Date) => void;
  /** Built once per request so a list can share lookups across its records. */
  presenter: (state: MonitoringState, now: Date) => (record: R) => unknown;
  /** Removes the record and every reference to it. */
  forget?: (state: MonitoringState, id: string) => void;
  /** List order; insertion order unless given. */
  order?: (a: R, b: R) => number;
}

/**
 * GET /list, POST /new, PUT /update/:id, DELETE /delete/:id for one resource. Updates merge the
 * body over the stored record and validate the result, so a partial body keeps the other fields.
 */
export function crudRoutes<R extends { id: string }, F>(
  server: ServerContext,
  resource: CrudResource<R, F>,
) {
  const app = new Hono<MonitoringEnv>();
  const state = () => server.state.monitoring;
  const present = (record: R, now = new Date()) => resource.presenter(state(), now)(record);
  const find = (id: string) => findOr404(resource.records(state()), id, resource.kind);

  app.get('/list', (c) => {
    const paging = validate(PagingQuery, c.req.query());
    const all = [...resource.records(state()).values()];
    if (resource.order) all.sort(resource.order);
    return pagedEnvelope(c, resource.key, all, paging, resource.presenter(state(), new Date()));
  });

  app.post('/new', (c) => {
    const fields = validate(resource.schema(state()), bodyObject(c.get('body')));
    const record = resource.create(fields, nextId(state(), resource.idPrefix), new Date());
    resource.records(state()).set(record.id, record);
    return envelope(c, resource.key, [present(record)]);
  });

  app.put('/update/:id', (c) => {
    const record = find(c.req.param('id'));
    const merged = { ...record, ...bodyObject(c.get('body')) };
    const fields = validate(resource.schema(state(), record), merged);
    if (resource.update) resource.update(record, fields, new Date());
    else Object.assign(record, fields);
    return envelope(c, resource.key, [present(record)]);
  });

  app.delete('/delete/:id', (c) => {
    const record = find(c.req.param('id'));
    const shown = present(record);
    if (resource.forget) resource.forget(state(), record.id);
    else resource.records(state()).delete(record.id);
    return envelope(c, resource.key, [shown]);
  });

  return app;
}
