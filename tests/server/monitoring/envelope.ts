import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Paging } from './validation';

/** The server's env plus what the monitoring middleware hands to the routes. */
export type MonitoringEnv = {
  Bindings: HttpBindings;
  Variables: {
    /** The account the bearer token was issued to: the envelope's `requestedBy`. */
    account: string;
    /** The parsed JSON body (`{}` when the request has none). */
    body: unknown;
  };
};
export type MonitoringContext = Context<MonitoringEnv>;

export const TERMS =
  'Use of this API is subject to the Terms of Service at https://monitoring.example.com/terms';

/** The seed's envelope: `{<resource>: [...], requestedBy, terms}`; single records are a list of one. */
export function envelope(c: MonitoringContext, key: string, records: unknown[]) {
  return c.json({ [key]: records, requestedBy: c.get('account'), terms: TERMS });
}

/**
 * A list page. Only the page's slice is presented, so listing 10,000 monitors costs the same
 * as listing 50.
 */
export function pagedEnvelope<T>(
  c: MonitoringContext,
  key: string,
  all: T[],
  paging: Paging,
  present: (record: T) => unknown,
) {
  const start = (paging.page - 1) * paging.limit;
  const records = all.slice(start, start + paging.limit).map(present);
  return c.json({
    [key]: records,
    page: paging.page,
    limit: paging.limit,
    total: all.length,
    requestedBy: c.get('account'),
    terms: TERMS,
  });
}
