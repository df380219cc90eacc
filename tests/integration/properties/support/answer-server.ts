import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the answering function sees it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  accept: string | undefined;
}

interface Answer {
  status: number;
  /** The body exactly as sent on the wire; JSON text unless `type` says otherwise. */
  body: string;
  type?: string;
}

type Respond = (request: SeenRequest) => Answer;

async function drain(request: IncomingMessage) {
  for await (const _chunk of request) {
    // Request bodies are not read: the answer is what each property generated.
  }
}

/**
 * A real HTTP server on a loopback port that answers whatever the running property generated,
 * so answers go through the clients' real ofetch path (headers, status, body parsing). One
 * server per test file; each run swaps `respond`. Requests and their paths are counted.
 */
export async function startAnswerServer() {
  let respond: Respond = () => ({ status: 500, body: '{"title":"no answer set"}' });
  const seen: SeenRequest[] = [];
  const server = createServer(async (request, response) => {
    await drain(request);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const entry = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      accept: request.headers.accept,
    };
    seen.push(entry);
    let answer: Answer;
    try {
      answer = respond(entry);
    } catch (error) {
      // A request the property did not expect: a 500 the client reports, and the test with it.
      answer = { status: 500, body: JSON.stringify({ title: String(error) }) };
    }
    response.writeHead(answer.status, {
      'Content-Type': answer.type ?? 'application/json',
      'Content-Length': Buffer.byteLength(answer.body),
    });
    response.end(answer.body);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answerWith(next: Respond) {
      seen.length = 0;
      respond = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type AnswerServer = Awaited<ReturnType<typeof startAnswerServer>>;

/** The page a `page`/`limit` query asks for (both APIs: 1-based pages). */
export function pageOf<T>(items: readonly T[], query: URLSearchParams, defaultLimit: number) {
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? defaultLimit);
  return items.slice((page - 1) * limit, page * limit);
}
