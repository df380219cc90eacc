import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '../core/context';
import { apiError } from './api-error';
import { verifyToken } from './auth';
import type { MonitoringContext, MonitoringEnv } from './envelope';

type Middleware = MiddlewareHandler<MonitoringEnv>;

/** 406 when the client's Accept rules out JSON; no Accept header means anything goes. */
export const requireJsonAccept: Middleware = async (c, next) => {
  const accept = c.req.header('Accept');
  if (accept !== undefined && accept.trim() !== '') {
    const ranges = accept.split(',').map((range) => range.split(';')[0]?.trim().toLowerCase());
    const acceptable = ['application/json', 'application/*', '*/*'];
    if (!ranges.some((range) => range !== undefined && acceptable.includes(range))) {
      throw apiError(406, 'This API only answers application/json');
    }
  }
  await next();
};

/** Parses the JSON body once for the routes; an empty body reads as `{}`, a broken one is 400. */
export const readJsonBody: Middleware = async (c, next) => {
  const text = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text();
  try {
    c.set('body', text.trim() === '' ? {} : JSON.parse(text));
  } catch {
    throw apiError(400, 'Request body is not valid JSON');
  }
  await next();
};

function bearerTokenOf(c: MonitoringContext): string {
  const header = c.req.header('Authorization');
  if (!header) throw apiError(403, 'Missing bearer token');
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw apiError(403, 'Authorization header must be "Bearer <token>"');
  return match[1];
}

/** 403 unless the request carries a token this server signed and that has not expired. */
export function requireBearerToken(server: ServerContext): Middleware {
  return async (c, next) => {
    c.set('account', await verifyToken(server, bearerTokenOf(c)));
    await next();
  };
}

/**
 * 429 with Retry-After once a key (token, or address for login) has made `max` requests in the
 * current fixed window. Off unless `server.config.rateLimit` is set; read per request so tests
 * can switch it on through /__control/config.
 */
export function rateLimit(
  server: ServerContext,
  keyOf: (c: MonitoringContext) => string,
): Middleware {
  return async (c, next) => {
    const limit = server.config.rateLimit;
    if (limit) {
      const windows = server.state.monitoring.rateWindows;
      const key = keyOf(c);
      const now = Date.now();
      let window = windows.get(key);
      if (!window || now - window.startedAt >= limit.windowMs) {
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count > limit.max) {
        const retryAfter = Math.max(1, Math.ceil((window.startedAt + limit.windowMs - now) / 1000));
        throw apiError(429, 'Too many requests', {
          headers: { 'Retry-After': String(retryAfter) },
        });
      }
    }
    await next();
  };
}

export const tokenKey = (c: MonitoringContext) => `token:${c.req.header('Authorization') ?? ''}`;
export const addressKey = (c: MonitoringContext) =>
  `address:${c.env.incoming.socket.remoteAddress ?? 'unknown'}`;
