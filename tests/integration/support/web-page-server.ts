import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server that answers every request with a 200 HTML page, like a captive portal or a
 * base URL pointing at a website instead of the API. The API servers never do this, so the
 * clients' "answered with a web page" path needs its own double.
 */
export async function startWebPageServer() {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html><body><h1>Welcome to the hotel Wi-Fi</h1></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An address where nothing listens: a port that was free a moment ago. */
export async function closedPortUrl(): Promise<string> {
  const page = await startWebPageServer();
  await page.close();
  return page.url;
}
