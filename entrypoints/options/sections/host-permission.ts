import { browser } from 'wxt/browser';
import { message } from '../../../lib/platform/i18n';

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
  if (!URL.canParse(address)) return Promise.resolve(message('connectionsAddressNotUrl'));
  const { protocol, hostname, origin } = new URL(address);
  if (protocol !== 'http:' && protocol !== 'https:')
    return Promise.resolve(message('connectionsAddressNotHttp'));
  // Scheme and host, any port: the match pattern both browsers accept for a server.
  const origins = [`${protocol}//${hostname}/*`];
  const failed = (error: unknown) =>
    message('connectionsPermissionFailed', [origin, reason(error)]);
  try {
    return browser.permissions
      .request({ origins })
      .then(
        (granted) => (granted ? null : message('connectionsPermissionRefused', origin)),
        failed,
      );
  } catch (error) {
    return Promise.resolve(failed(error));
  }
}
