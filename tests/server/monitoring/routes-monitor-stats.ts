import { Hono } from 'hono';
import * as v from 'valibot';
import type { ServerContext } from '../core/context';
import { fieldError, findOr404 } from './api-error';
import { envelope, type MonitoringEnv } from './envelope';
import { isoDateTime } from './fields';
import { responseTimes, uptimeByDay } from './series';
import { DAY_MS, isoDay } from './time';
import { validate } from './validation';

const MAX_RESPONSE_TIME_DAYS = 31;
const MAX_UPTIME_DAYS = 366;

const ResponseTimeQuery = v.object({
  from: v.optional(isoDateTime('from')),
  to: v.optional(isoDateTime('to')),
});

const day = (field: string) =>
  v.optional(v.pipe(v.string(), v.isoDate(`${field} must be a date like 2025-06-01`)));
const UptimeQuery = v.object({ from: day('from'), to: day('to') });

/** 422 on `to` unless `from` ≤ `to` and the span stays within `maxDays`. */
function checkSpan(from: number, to: number, maxDays: number) {
  if (to < from) throw fieldError('to', 'to must not be before from');
  if (to - from > maxDays * DAY_MS) {
    throw fieldError('to', `to must be at most ${maxDays} days after from`);
  }
}

export function monitorStatsRoutes(server: ServerContext) {
  const app = new Hono<MonitoringEnv>();
  const state = () => server.state.monitoring;

  // Default: the last 24 hours.
  app.get('/response-times/:id', (c) => {
    const monitor = findOr404(state().monitors, c.req.param('id'), 'Monitor');
    const query = validate(ResponseTimeQuery, c.req.query());
    const now = new Date();
    const to = query.to ? Date.parse(query.to) : now.getTime();
    const from = query.from ? Date.parse(query.from) : to - DAY_MS;
    checkSpan(from, to, MAX_RESPONSE_TIME_DAYS);
    return envelope(c, 'responseTimes', responseTimes(state(), monitor, { from, to }, now));
  });

  // Default: the last 7 days, today included.
  app.get('/uptime/:id', (c) => {
    const monitor = findOr404(state().monitors, c.req.param('id'), 'Monitor');
    const query = validate(UptimeQuery, c.req.query());
    const now = new Date();
    const toDay = query.to ?? isoDay(now);
    const fromDay = query.from ?? isoDay(Date.parse(toDay) - 6 * DAY_MS);
    checkSpan(Date.parse(fromDay), Date.parse(toDay), MAX_UPTIME_DAYS);
    return envelope(c, 'uptime', uptimeByDay(state(), monitor, { fromDay, toDay }, now));
  });

  return app;
}
