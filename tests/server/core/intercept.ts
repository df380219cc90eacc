import type { Context, MiddlewareHandler } from 'hono';
import type { ServerContext, ServerEnv } from './context';
import type { Fault } from './faults';
import {
  cutBodyAnswer,
  dripAnswer,
  fillListAnswer,
  htmlAnswer,
  oversizeAnswer,
} from './hostile-bodies';
import { hostileImageBody } from './hostile-images';
import { poison } from './hostile-text';
import { bearerTokenIn, redactSecrets } from './request-log';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function readBodyForLog(c: Context<ServerEnv>): Promise<unknown> {
  if (!WRITE_METHODS.has(c.req.method)) return undefined;
  const text = await c.req.text(); // Hono caches it, so the route can still read it.
  if (!text) return undefined;
  try {
    return redactSecrets(JSON.parse(text));
  } catch {
    return text.slice(0, 200);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the client gives up (closes the connection). */
function untilClientCloses(c: Context<ServerEnv>) {
  return new Promise<void>((resolve) => c.env.incoming.socket.once('close', () => resolve()));
}

function destroySocket(c: Context<ServerEnv>) {
  c.env.incoming.socket.destroy();
}

/** The real JSON answer changed by `change`: a server whose reply does not read as promised. */
async function rewriteJson(response: Response, change: (body: unknown) => unknown) {
  const body = await response.json();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(change(body)), { status: response.status, headers });
}

/** A successful answer whose body is swapped for a hostile image, still called `image/png`. */
async function replaceImage(response: Response, fault: Fault) {
  const real = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.set('Content-Type', 'image/png');
  const body = hostileImageBody(fault.image ?? 'not-png', real);
  return new Response(body, { status: response.status, headers });
}

/** Answers a fault that replaces the real handler, or returns null to run the handler. */
async function answerInsteadOfHandler(c: Context<ServerEnv>, fault: Fault) {
  switch (fault.kind) {
    case 'status': {
      const status = fault.status ?? 500;
      if (fault.retryAfter !== undefined) c.header('Retry-After', String(fault.retryAfter));
      return c.json({ error: `Injected fault: HTTP ${status}` }, status as 500);
    }
    case 'malformed':
      return c.body('{"monitors": [{"id": "1", "name": ', 200, {
        'Content-Type': 'application/json',
      });
    case 'reset':
      destroySocket(c);
      return c.body(null, 500);
    case 'hang':
      await untilClientCloses(c);
      return c.body(null, 500);
    case 'html':
      return htmlAnswer(fault.status ?? 200);
    case 'empty':
      return c.body('', 200, { 'Content-Type': 'application/json' });
    case 'oversize':
      return oversizeAnswer(fault);
    default:
      return null;
  }
}

/**
 * Runs first on every API request: logs it, then applies any fault injected for its path
 * (CONTRACT.md "Control API"). The control API itself is never logged or faulted.
 */
export function interceptRequests(server: ServerContext): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith('/__control')) return next();
    const entry = server.log.record({
      at: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path,
      query: c.req.query(),
      status: null,
      body: await readBodyForLog(c),
      bearer: bearerTokenIn(c.req.header('Authorization')),
      host: c.req.header('Host') ?? null,
      accept: c.req.header('Accept') ?? null,
    });
    const fault = server.faults.take(c.req.method, c.req.path);
    if (fault?.kind === 'latency') await sleep(fault.delayMs ?? 1000);
    const early = fault ? await answerInsteadOfHandler(c, fault) : null;
    if (early) {
      entry.status = early.status;
      return early;
    }
    await next();
    entry.status = c.res.status;
    if (fault?.kind === 'reset-after-apply') destroySocket(c);
    if (fault?.kind === 'slow-answer') await sleep(fault.delayMs ?? 1000);
    if (fault?.kind === 'rewrite') {
      c.res = await rewriteJson(c.res, (body) => ({ ...(body as object), ...fault.set }));
    }
    if (fault?.kind === 'markup' && c.res.headers.get('Content-Type')?.includes('json')) {
      c.res = await rewriteJson(c.res, poison);
    }
    if (fault?.kind === 'image' && c.res.ok) c.res = await replaceImage(c.res, fault);
    if (fault?.kind === 'fill-list')
      c.res = await fillListAnswer(c.res, fault, new URL(c.req.url).searchParams);
    if (fault?.kind === 'drip') c.res = await dripAnswer(c.res, fault);
    if (fault?.kind === 'cut-body') c.res = await cutBodyAnswer(c.res, () => destroySocket(c));
    if (fault?.kind === 'truncate') {
      // Bytes, not text: a PNG decoded as UTF-8 would lose its signature rather than its end.
      const bytes = new Uint8Array(await c.res.arrayBuffer());
      const headers = new Headers(c.res.headers);
      headers.delete('Content-Length');
      c.res = new Response(bytes.slice(0, Math.floor(bytes.length / 2)), {
        status: c.res.status,
        headers,
      });
    }
  };
}
