/**
 * "This site" in the popup: the web page the user is on, and which monitors watch it. A page and
 * a monitor are the same site when their origins are equal: scheme, host and port exactly, as
 * the URL standard writes them (default ports dropped, host lower-cased), so
 * `https://example.com` and `https://example.com:443/health` match and `http://example.com` or
 * `https://www.example.com` do not.
 */

/** The origin of an http(s) address; null for anything else (chrome://, about:, file:, a host). */
export function webOrigin(address: string): string | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

/** A page the popup can offer to monitor: where it is and what it calls itself. */
export interface SitePage {
  origin: string;
  title: string;
}

/** The page a tab shows, if it is an http(s) page Gatehouse may read (activeTab or host access). */
export function sitePage(tab: { url?: string; title?: string } | undefined): SitePage | null {
  const origin = tab?.url ? webOrigin(tab.url) : null;
  return origin ? { origin, title: tab?.title ?? '' } : null;
}

/** The new monitor's name: the page's title as one line, or its host when it has none. */
export function siteMonitorName(page: SitePage): string {
  return page.title.replace(/\s+/g, ' ').trim() || new URL(page.origin).host;
}
