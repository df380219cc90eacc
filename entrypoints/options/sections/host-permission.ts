import { browser } from 'wxt/browser';

/**
 * The manifest grants loopback only (the demo); any other API origin is asked for when the user
 * saves it (optional host permissions, issue 8). Must run inside the click that saves.
 */
export async function ensureHostPermission(baseUrl: string): Promise<string | null> {
  if (!URL.canParse(baseUrl)) return 'The server address is not a URL.';
  const origin = `${new URL(baseUrl).origin}/*`;
  if (await browser.permissions.contains({ origins: [origin] })) return null;
  const granted = await browser.permissions.request({ origins: [origin] });
  return granted ? null : `Gatehouse needs your permission to reach ${new URL(baseUrl).origin}.`;
}
