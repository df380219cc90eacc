import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteMonitorName, sitePage, webOrigin } from '../../../lib/model/site';

const scheme = fc.constantFrom('http', 'https');
const host = fc.domain().map((domain) => domain.toLowerCase());
const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined });
const path = fc.webPath();
const address = (s: string, h: string, p: number | undefined, rest = '') =>
  `${s}://${h}${p === undefined ? '' : `:${p}`}${rest}`;

describe('the site a page or a monitor stands for', () => {
  it('is the same for every page of one scheme, host and port', () => {
    fc.assert(
      fc.property(scheme, host, port, path, path, (s, h, p, a, b) => {
        expect(webOrigin(address(s, h, p, a))).toBe(webOrigin(address(s, h, p, b)));
        expect(webOrigin(address(s, h, p, a))).not.toBeNull();
      }),
    );
  });

  it('differs when the scheme, the host or the port differs', () => {
    fc.assert(
      fc.property(scheme, host, host, port, port, (s, h1, h2, p1, p2) => {
        const samePort = (p1 ?? (s === 'https' ? 443 : 80)) === (p2 ?? (s === 'https' ? 443 : 80));
        const same = h1 === h2 && samePort;
        expect(webOrigin(address(s, h1, p1)) === webOrigin(address(s, h2, p2))).toBe(same);
        const other = s === 'http' ? 'https' : 'http';
        // The same host and port under the other scheme is another site.
        expect(webOrigin(address(s, h1, 8443))).not.toBe(webOrigin(address(other, h1, 8443)));
      }),
    );
  });

  it('writes the origin as the URL standard does: default port dropped, host lower-cased', () => {
    expect(webOrigin('https://Example.COM:443/health?x=1#top')).toBe('https://example.com');
    expect(webOrigin('http://example.com:80')).toBe('http://example.com');
    expect(webOrigin('http://example.com:8080/')).toBe('http://example.com:8080');
    expect(webOrigin('http://127.0.0.1:4110/status')).toBe('http://127.0.0.1:4110');
    expect(webOrigin('https://www.example.com')).not.toBe(webOrigin('https://example.com'));
  });

  it('is none for pages that are not http(s) and for monitor addresses that are hosts', () => {
    for (const other of [
      'chrome://extensions/',
      'about:blank',
      'about:debugging#/runtime/this-firefox',
      'chrome-extension://abcdefghijklmnop/popup.html',
      'moz-extension://0b6c7e8a/options.html',
      'file:///home/me/page.html',
      'view-source:https://example.com',
      'data:text/html,hi',
      'example.com',
      'localhost:8080',
      '8.8.8.8',
      '',
    ])
      expect(webOrigin(other), other).toBeNull();
  });

  it('offers a tab only when its address can be read (activeTab or host access)', () => {
    expect(sitePage({ url: 'https://example.com/a', title: 'Example' })).toEqual({
      origin: 'https://example.com',
      title: 'Example',
    });
    expect(sitePage({ title: 'Example' })).toBeNull();
    expect(sitePage(undefined)).toBeNull();
    expect(sitePage({ url: 'chrome://newtab/', title: 'New Tab' })).toBeNull();
  });

  it('names the new monitor after the page title, or its host when it has none', () => {
    expect(siteMonitorName({ origin: 'https://example.com', title: '  Example\n  Domain ' })).toBe(
      'Example Domain',
    );
    expect(siteMonitorName({ origin: 'http://127.0.0.1:8080', title: ' ' })).toBe('127.0.0.1:8080');
  });
});
