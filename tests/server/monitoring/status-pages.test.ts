import { describe, expect, it } from 'vitest';
import {
  type AnnouncementJson,
  type Envelope,
  fieldsOf,
  type ListEnvelope,
  type MonitorJson,
  type PageJson,
  useTestServer,
} from './test-server';

type Pages = Envelope<'pages', PageJson>;

const server = useTestServer();

const newPage = {
  name: 'Shop status',
  subdomain: 'shop-status',
  homepage: 'https://shop.example.com/',
  layout: 'grid',
  lighting: 'dark',
  domain: 'status.shop.example.com',
  analytics: 1,
  seo: 0,
  poweredBy: 0,
  uri: 1,
  duration: 0,
  paused: 1,
  subscribe: 1,
  status: 0,
  details: 1,
  logo: 'https://shop.example.com/logo.svg',
  logoDark: 'https://shop.example.com/logo-dark.svg',
  favicon: 'https://shop.example.com/favicon.ico',
  newMonitors: 0,
  monitors: ['mon_2', 'mon_1'],
};

describe('status pages', () => {
  it('lists 2 to 3 pages in the published page shape, without passwords', async () => {
    const { body } = await server.call<ListEnvelope<'pages', PageJson>>(
      'GET',
      '/status/pages/list',
    );
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.total).toBeLessThanOrEqual(3);
    expect(body.pages.some((p) => p.accessType === 1)).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    expect(body.pages[0]?.monitors[0]).toEqual({ id: 'mon_1', name: 'API gateway' });
  });

  it('maps every request field onto the page object', async () => {
    const reply = await server.call<Pages>('POST', '/status/pages/new', { body: newPage });
    expect(reply.status).toBe(200);
    expect(reply.body.pages[0]).toEqual({
      id: expect.stringMatching(/^page_/),
      name: 'Shop status',
      homepageLink: 'https://shop.example.com/',
      subdomain: 'shop-status',
      seo: 0,
      groupByCategories: 0,
      domain: 'status.shop.example.com',
      accessType: 0,
      showServiceLogo: 0,
      webAnalytics: 1,
      showMonitorURI: 1,
      showUptime: 0,
      hidePausedMonitors: 1,
      subscribe: 1,
      showStatusUpdate: 0,
      showMonitorDetails: 1,
      logoLight: 'https://shop.example.com/logo.svg',
      logoDark: 'https://shop.example.com/logo-dark.svg',
      favicon: 'https://shop.example.com/favicon.ico',
      layout: 'grid',
      defaultLightMode: 'dark',
      addNewMonitors: 0,
      monitors: [
        { id: 'mon_2', name: 'Checkout' },
        { id: 'mon_1', name: 'API gateway' },
      ],
    });
  });

  it('updates a page (the published path) and counts it on its monitors', async () => {
    const reply = await server.call<Pages>('PUT', '/status/pages/update/page_1', {
      body: { name: 'Example status', monitors: ['mon_5'] },
    });
    expect(reply.body.pages[0]).toMatchObject({
      name: 'Example status',
      subdomain: 'example-status',
      monitors: [{ id: 'mon_5', name: 'Payments webhook receiver' }],
    });
    const monitor = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?search=payments%20webhook',
    );
    expect(monitor.body.monitors[0]?.pages).toBe(1);
  });

  it.each([
    [{ subdomain: 'shop-status' }, ['name']],
    [{ name: 'A' }, ['subdomain']],
    [{ name: 'A', subdomain: 'No Spaces' }, ['subdomain']],
    [{ name: 'A', subdomain: 'example-status' }, ['subdomain']],
    [{ name: 'A', subdomain: 'abc', layout: 'cards', lighting: 'dim' }, ['layout', 'lighting']],
    [{ name: 'A', subdomain: 'abc', seo: 2, homepage: 'example' }, ['homepage', 'seo']],
    [{ name: 'A', subdomain: 'abc', monitors: ['mon_1', 'mon_999'] }, ['monitors']],
    [{ name: 'A', subdomain: 'abc', access: 1 }, ['access']],
  ])('refuses %j naming %j', async (body, fields) => {
    const reply = await server.call('POST', '/status/pages/new', { body });
    expect(reply.status).toBe(422);
    expect(fieldsOf(reply)).toEqual(fields);
  });

  it('sets and clears password protection without ever returning the password', async () => {
    const locked = await server.call<Pages>('PATCH', '/status/pages/authentication/page_1', {
      body: { access: 1, password: 'hunter22' },
    });
    expect(locked.status).toBe(200);
    expect(locked.body.pages[0]?.accessType).toBe(1);
    expect(JSON.stringify(locked.body)).not.toContain('hunter22');
    expect(JSON.stringify(locked.body)).not.toMatch(/password/i);
    const open = await server.call<Pages>('PATCH', '/status/pages/authentication/page_1', {
      body: { access: 0 },
    });
    expect(open.body.pages[0]?.accessType).toBe(0);
  });

  it('requires a 6+ character password for access 1', async () => {
    const short = await server.call('PATCH', '/status/pages/authentication/page_1', {
      body: { access: 1, password: 'abc' },
    });
    expect(short.status).toBe(422);
    expect(fieldsOf(short)).toEqual(['password']);
    const badAccess = await server.call('PATCH', '/status/pages/authentication/page_1', {
      body: { access: 'private' },
    });
    expect(fieldsOf(badAccess)).toEqual(['access']);
    const missing = await server.call('PATCH', '/status/pages/authentication/page_9', {
      body: { access: 0 },
    });
    expect(missing.status).toBe(404);
  });

  it('deletes a page and removes it from announcements and monitor counts', async () => {
    const deleted = await server.call<Pages>('DELETE', '/status/pages/delete/page_3');
    expect(deleted.body.pages[0]?.name).toBe('Partner API status');
    const announcements = await server.call<ListEnvelope<'announcements', AnnouncementJson>>(
      'GET',
      '/status/announcements/list',
    );
    const pageIds = announcements.body.announcements.flatMap((a) => a.pages.map((p) => p.id));
    expect(pageIds).not.toContain('page_3');
    const feed = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?search=partner%20feed',
    );
    expect(feed.body.monitors[0]?.pages).toBe(0);
    expect((await server.call('DELETE', '/status/pages/delete/page_3')).status).toBe(404);
  });
});
