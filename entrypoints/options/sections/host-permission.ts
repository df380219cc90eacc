import { browser } from 'wxt/browser';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Asks for access to the server being saved: the manifest grants loopback only (the demo), any
 * other origin is an optional host permission. Firefox honours permissions.request only while the
 * click or submit that asked is still being handled, not after an await, so callers start this
 * first thing in the handler and await the answer later. An origin already granted answers at once,
 * without a prompt. Resolves to null when granted, or to the reason in words.
 */
export function requestHostPermission(baseUrl: string): Promise<string | null> {
  const address = baseUrl.trim();
  if (!URL.canParse(address)) return Promise.resolve('The server address is not a URL.');
  const { protocol, hostname, origin } = new URL(address);
  if (protocol !== 'http:' && protocol !== 'https:')
    return Promise.resolve('The server address must start with http:// or https://.');
  // Scheme and host, any port: the match pattern both browsers accept for a server.
  const origins = [`${protocol}//${hostname}/*`];
  try {
    return browser.permissions.request({ origins }).then(
      (granted) => (granted ? null : `Gatehouse needs your permission to reach ${origin}.`),
      (error) => `Gatehouse could not ask for permission to reach ${origin}: ${reason(error)}`,
    );
  } catch (error) {
    return Promise.resolve(
      `Gatehouse could not ask for permission to reach ${origin}: ${reason(error)}`,
    );
  }
}
