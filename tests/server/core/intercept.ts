import type { Context, MiddlewareHandler } from 'hono';
import { destroySocket, spoilAnswer, untilClientCloses } from './answer-rewriters';
import type { ServerContext, ServerEnv } from './context';
import type { Fault } from './faults';
import { htmlAnswer, oversizeAnswer } from './hostile-bodies';
import { injectedStatusAnswer } from './injected-status';
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

/** Answers a fault that replaces the real handler, or returns null to run the handler. */
async function answerInsteadOfHandler(c: Context<ServerEnv>, fault: Fault) {
  switch (fault.kind) {
    case 'status':
      return injectedStatusAnswer(c.req.path, fault);
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
      sent: false,
    });
    c.env.outgoing.once('finish', () => {
      entry.sent = true;
    });
    const fault = server.faults.take(c.req.method, c.req.path, c.req.query());
    if (fault?.kind === 'latency') await sleep(fault.delayMs ?? 1000);
    if (fault?.kind === 'hold-until-released' && (await server.faults.untilReleased()) === 'drop') {
      destroySocket(c);
      return c.body(null, 500);
    }
    const early = fault ? await answerInsteadOfHandler(c, fault) : null;
    if (early) {
      entry.status = early.status;
      return early;
    }
    await next();
    // At once, for tests that read the log while a `slow-answer` or `drip` is under way.
    entry.status = c.res.status;
    if (fault) await spoilAnswer(c, fault);
    // What was sent: `status-after-apply` replaces the handler's status.
    entry.status = c.res.status;
  };
}
