import type { Context } from 'hono';
import type { ServerEnv } from './context';
import type { Fault } from './faults';
import { cutBodyAnswer, dripAnswer, fillListAnswer } from './hostile-bodies';
import { hostileImageBody } from './hostile-images';
import { poison } from './hostile-text';
import { injectedStatusAnswer } from './injected-status';
import { omitField, wrongShape } from './list-faults';

/*
 * The faults that let the real handler run — so its state change happens — and then spoil its
 * answer (CONTRACT.md "Control API"). Each takes the answer the handler left in `c.res`.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function destroySocket(c: Context<ServerEnv>) {
  c.env.incoming.socket.destroy();
}

/** Resolves when the client gives up (closes the connection). */
export function untilClientCloses(c: Context<ServerEnv>) {
  return new Promise<void>((resolve) => c.env.incoming.socket.once('close', () => resolve()));
}

/**
 * The real JSON answer changed by `change`: a server whose reply does not read as promised. An
 * answer that is not JSON (a PNG, a 204) is kept as it is: there is nothing to misshape.
 */
async function rewriteJson(response: Response, change: (body: unknown) => unknown) {
  if (!response.headers.get('Content-Type')?.includes('json')) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers });
  }
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

/** The first half of the real answer's bytes. */
async function truncated(response: Response) {
  // Bytes, not text: a PNG decoded as UTF-8 would lose its signature rather than its end.
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(bytes.slice(0, Math.floor(bytes.length / 2)), {
    status: response.status,
    headers,
  });
}

/** The handler has answered (and changed state); `fault` now decides what the client gets. */
export async function spoilAnswer(c: Context<ServerEnv>, fault: Fault) {
  switch (fault.kind) {
    case 'reset-after-apply':
      destroySocket(c);
      return;
    case 'slow-answer':
      await sleep(fault.delayMs ?? 1000);
      return;
    case 'hold-answer':
      await untilClientCloses(c);
      return;
    case 'rewrite':
      c.res = await rewriteJson(c.res, (body) => ({ ...(body as object), ...fault.set }));
      return;
    case 'markup':
      c.res = await rewriteJson(c.res, poison);
      return;
    case 'wrong-shape':
      c.res = await rewriteJson(c.res, (body) => wrongShape(body, fault.shape));
      return;
    case 'omit-field':
      c.res = await rewriteJson(c.res, (body) => omitField(body, fault.field ?? '', fault.items));
      return;
    case 'status-after-apply':
      // The applied change's answer is lost on the way, as behind a failing gateway.
      await c.res.body?.cancel();
      // Unset first: Hono would otherwise copy the lost answer's headers onto the new one.
      c.res = undefined;
      c.res = injectedStatusAnswer(c.req.path, fault);
      return;
    case 'image':
      if (c.res.ok) c.res = await replaceImage(c.res, fault);
      return;
    case 'fill-list':
      c.res = await fillListAnswer(c.res, fault, new URL(c.req.url).searchParams);
      return;
    case 'drip':
      c.res = await dripAnswer(c.res, fault);
      return;
    case 'cut-body':
      c.res = await cutBodyAnswer(c.res, () => destroySocket(c));
      return;
    case 'truncate':
      c.res = await truncated(c.res);
      return;
  }
}
