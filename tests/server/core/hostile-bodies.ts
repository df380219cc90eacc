import type { Fault } from './faults';
import { listIn } from './list-faults';

/*
 * Answers a hostile or broken server sends (CONTRACT.md "Control API", fault kinds `html`,
 * `empty`, `oversize`, `fill-list`, `drip`, `cut-body`). Big bodies are streamed from one small
 * chunk, so a 20 MB answer costs the server no 20 MB string.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const encoder = new TextEncoder();

/** A web page where the API should be: a login portal, a proxy's error page. */
export function htmlAnswer(status: number) {
  const page = `<!doctype html><html><head><title>${status}</title></head><body><h1>Bad Gateway</h1><p>nginx</p></body></html>`;
  return new Response(page, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** `bytes` of valid-looking JSON (`{"junk":"xxxx…"}`), streamed in 64 KB chunks, with `status`. */
export function oversizeAnswer(fault: Fault) {
  const total = fault.bytes ?? 20 * 1024 * 1024;
  const head = encoder.encode('{"junk":"');
  const tail = encoder.encode('"}');
  const chunk = encoder.encode('x'.repeat(64 * 1024));
  let left = Math.max(0, total - head.length - tail.length);
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(head);
      } else if (left > 0) {
        const size = Math.min(left, chunk.length);
        controller.enqueue(chunk.subarray(0, size));
        left -= size;
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (fault.declareLength !== false) headers.set('Content-Length', String(total));
  return new Response(body, { status: fault.status ?? 200, headers });
}

/** A copy of `template` whose id (`id` or `eventId`) is unique to this page and position. */
function copyOf(template: unknown, page: string, index: number) {
  const copy = { ...(template as Record<string, unknown>) };
  for (const key of ['id', 'eventId']) {
    if (key in copy) copy[key] = `${String(copy[key])}-p${page}-${index}`;
  }
  return copy;
}

/** Per fault, the first record it saw: pages past the real end are filled with it too. */
const templates = new WeakMap<Fault, unknown>();

/**
 * The real list answer, made `items` long (default: exactly the `limit` asked for, so every
 * page is full and there is always "one more") from copies of its first record.
 */
export async function fillListAnswer(response: Response, fault: Fault, query: URLSearchParams) {
  const list = listIn(await response.json());
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  if (list?.items[0] !== undefined && !templates.has(fault)) templates.set(fault, list.items[0]);
  const template = templates.get(fault);
  if (!list || template === undefined) return new Response('[]', { status: 200, headers });
  const count = fault.items ?? Number(query.get('limit') ?? 50);
  const page = query.get('page') ?? '1';
  const items = Array.from({ length: count }, (_, i) => copyOf(template, page, i));
  return new Response(JSON.stringify(list.put(items)), { status: response.status, headers });
}

/** The real answer, `chunkBytes` every `delayMs`: a server that drips. */
export async function dripAnswer(response: Response, fault: Fault) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const step = fault.chunkBytes ?? 16;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent > 0) await sleep(fault.delayMs ?? 1000);
      controller.enqueue(bytes.slice(sent, sent + step));
      sent += step;
      if (sent >= bytes.length) controller.close();
    },
  });
  const headers = new Headers(response.headers);
  headers.set('Content-Length', String(bytes.length));
  return new Response(body, { status: response.status, headers });
}

/**
 * The real answer's headers (with its full Content-Length) and the first half of its body, then
 * the connection dies: a reset in the middle of an answer.
 */
export async function cutBodyAnswer(response: Response, destroySocket: () => void) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const half = bytes.slice(0, Math.floor(bytes.length / 2));
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(half);
        return;
      }
      await sleep(50); // let the half reach the client before the connection goes
      destroySocket();
      controller.close();
    },
  });
  const headers = new Headers(response.headers);
  headers.set('Content-Length', String(bytes.length));
  return new Response(body, { status: response.status, headers });
}
