/**
 * The options page's location: `#/monitors/42` → ['monitors', '42']. Deep links from the popup
 * and notifications use it. Hand-written: it is one split of location.hash, and the Preact
 * routers on npm route by pathname (which an extension page cannot deep-link) or do not declare
 * Preact 11 support.
 */
export function parseHash(hash: string): string[] {
  return hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
}

export function hrefTo(...parts: string[]) {
  return `#/${parts.map(encodeURIComponent).join('/')}`;
}
