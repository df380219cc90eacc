import { describe, expect, it } from 'vitest';
import {
  type Envelope,
  expectNoSecrets,
  fieldsOf,
  type ListEnvelope,
  type MonitorJson,
  type PageJson,
  useTestServer,
} from './test-server';

type Monitors = Envelope<'monitors', MonitorJson>;
type MonitorList = ListEnvelope<'monitors', MonitorJson>;

const server = useTestServer();

const httpMonitor = {
  name: 'Orders API',
  uri: 'https://orders.example.com/health',
  type: 'http',
  port: 443,
  body: '{"probe":true}',
  authType: 'basic',
  authUsername: 'probe',
  authPassword: 's3cret-pass',
  method: 'POST',
  headers: [{ name: 'X-Probe', value: 'yes' }],
};
describe('list monitors', () => {
  it('shows the demo mix of statuses, pauses and types', async () => {
    const { body } = await server.call<MonitorList>('GET', '/monitors/list?limit=500');
    const count = (pick: (m: MonitorJson) => boolean) => body.monitors.filter(pick).length;
    expect(count((m) => m.status === 'up')).toBeGreaterThan(25);
    expect(count((m) => m.status === 'down')).toBeGreaterThanOrEqual(2);
    expect(count((m) => m.status === 'pending')).toBeGreaterThanOrEqual(1);
    expect(count((m) => m.pause === 'paused')).toBeGreaterThanOrEqual(2);
    expect(new Set(body.monitors.map((m) => m.type))).toEqual(
      new Set(['http', 'keyword', 'ping', 'port', 'dns', 'heartbeat']),
    );
    expect(body.monitors[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\d$/);
    expectNoSecrets(body);
  });

  it('filters by status, category and search', async () => {
    const down = await server.call<MonitorList>('GET', '/monitors/list?status=down');
    expect(down.body.total).toBeGreaterThan(0);
    expect(down.body.monitors.every((m) => m.status === 'down' && m.incidents === 1)).toBe(true);
    const paused = await server.call<MonitorList>('GET', '/monitors/list?status=paused');
    expect(paused.body.monitors.every((m) => m.pause === 'paused')).toBe(true);
    const category = await server.call<MonitorList>('GET', '/monitors/list?category=cat_2');
    expect(category.body.total).toBeGreaterThan(0);
    expect(category.body.monitors.every((m) => m.category === 'cat_2')).toBe(true);
    const search = await server.call<MonitorList>('GET', '/monitors/list?search=CHECKOUT');
    expect(search.body.monitors.map((m) => m.name)).toEqual(['Checkout']);
    const byUri = await server.call<MonitorList>('GET', '/monitors/list?search=db-primary');
    expect(byUri.body.monitors.map((m) => m.name)).toEqual(['Primary database']);
  });

  it('refuses an unknown status filter', async () => {
    const reply = await server.call('GET', '/monitors/list?status=sleeping');
    expect(reply.status).toBe(422);
    expect(fieldsOf(reply)).toEqual(['status']);
  });
});

describe('create monitor', () => {
  it('creates an http monitor and never echoes port, body or authPassword', async () => {
    const reply = await server.call<Monitors>('POST', '/monitors/new', { body: httpMonitor });
    expect(reply.status).toBe(200);
    const [monitor] = reply.body.monitors;
    expect(monitor).toMatchObject({
      name: 'Orders API',
      status: 'pending',
      pause: 'active',
      type: 'http',
      category: '',
      interval: 300,
      timeout: 30,
      incidents: 0,
      websiteDetails: {
        method: 'POST',
        authType: 'basic',
        authUsername: 'probe',
        upCodes: ['2xx', '3xx'],
        headers: [{ name: 'X-Probe', value: 'yes' }],
      },
    });
    expect(monitor?.createdAt).toBe(new Date().toISOString().slice(0, 10));
    expectNoSecrets(reply.body);
    const listed = await server.call<MonitorList>('GET', '/monitors/list?search=orders');
    expect(listed.body.monitors).toHaveLength(1);
    expectNoSecrets(listed.body);
  });

  it.each([
    ['keyword', { uri: 'https://shop.example.com/', json: 'Add to cart' }],
    ['ping', { uri: '192.0.2.1' }],
    ['port', { uri: 'db.example.net', port: 5432 }],
    ['dns', { uri: 'example.org' }],
    ['heartbeat', {}],
  ])('creates a %s monitor', async (type, fields) => {
    const reply = await server.call<Monitors>('POST', '/monitors/new', {
      body: { name: `New ${type}`, type, ...fields },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.monitors[0]?.type).toBe(type);
  });

  it('hands out the heartbeat URL itself', async () => {
    const reply = await server.call<Monitors>('POST', '/monitors/new', {
      body: { name: 'Cron', type: 'heartbeat', uri: 'https://mine.example.com' },
    });
    const [monitor] = reply.body.monitors;
    expect(monitor?.uri).toBe(`https://heartbeat.example.net/beat/${monitor?.id}`);
  });

  it.each([
    [{ type: 'http', uri: 'https://a.example.com' }, ['name']],
    [{ name: 'A', type: 'http', uri: 'ftp://a.example.com' }, ['uri']],
    [{ name: 'A', type: 'keyword', uri: 'https://a.example.com' }, ['json']],
    [{ name: 'A', type: 'port', uri: 'db.example.net' }, ['port']],
    [{ name: 'A', type: 'port', uri: 'db.example.net', port: 70000 }, ['port']],
    [{ name: 'A', type: 'ping', uri: 'not a host' }, ['uri']],
    [{ name: 'A', type: 'dns' }, ['uri']],
    [{ name: 'A', type: 'smtp', uri: 'x' }, ['type']],
    [
      { name: 'A', type: 'http', uri: 'https://a.example.com', interval: 5, timeout: 90 },
      ['interval', 'timeout'],
    ],
    [
      { name: 'A', type: 'http', uri: 'https://a.example.com', method: 'FETCH', upCodes: ['ok'] },
      ['upCodes.0', 'method'],
    ],
    [{ name: 'A', type: 'http', uri: 'https://a.example.com', category: 'cat_404' }, ['category']],
    [
      { name: 'A', type: 'http', uri: 'https://a.example.com', sslErrors: true, authType: 'ntlm' },
      ['sslErrors', 'authType'],
    ],
    [
      { name: 'A', type: 'http', uri: 'https://a.example.com', headers: [{ value: 'v' }] },
      ['headers.0.name'],
    ],
  ])('refuses %j naming %j', async (body, fields) => {
    const reply = await server.call('POST', '/monitors/new', { body });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toBe('Validation failed');
    expect(fieldsOf(reply).sort()).toEqual([...fields].sort());
    expect(reply.body.errorMessages?.every((entry) => entry.message.length > 0)).toBe(true);
  });

  it('adds the new monitor to pages that take new monitors', async () => {
    const created = await server.call<Monitors>('POST', '/monitors/new', { body: httpMonitor });
    const id = created.body.monitors[0]?.id;
    const pages = await server.call<ListEnvelope<'pages', PageJson>>('GET', '/status/pages/list');
    const taking = pages.body.pages.filter((p) => p.addNewMonitors === 1);
    expect(taking.length).toBeGreaterThan(0);
    for (const page of pages.body.pages) {
      expect(page.monitors.some((m) => m.id === id)).toBe(page.addNewMonitors === 1);
    }
    expect(created.body.monitors[0]?.pages).toBe(taking.length);
  });
});
