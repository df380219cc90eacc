import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMonitoringState, simulateMonitors } from './state';
import {
  type Envelope,
  type ListEnvelope,
  type MonitorJson,
  startTestServer,
  type TestServer,
} from './test-server';

describe('seed', () => {
  it('is deterministic for the same monitor count and clock', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const first = createMonitoringState({ monitorCount: 36, now });
    const second = createMonitoringState({ monitorCount: 36, now });
    expect([...first.monitors.values()]).toEqual([...second.monitors.values()]);
    expect([...first.incidents.values()]).toEqual([...second.incidents.values()]);
    expect([...first.windows.values()]).toEqual([...second.windows.values()]);
  });

  // Speed is the benchmarks' business (npm run bench), never a timed assertion here.
  it('seeds 10,000 monitors, each with its own name', () => {
    const state = createMonitoringState({ monitorCount: 10_000, now: new Date() });
    expect(state.monitors.size).toBe(10_000);
    expect(new Set([...state.monitors.values()].map((m) => m.name)).size).toBe(10_000);
  });

  it('keeps working with a tiny seed', () => {
    const state = createMonitoringState({ monitorCount: 2, now: new Date() });
    expect(state.monitors.size).toBe(2);
    for (const page of state.pages.values()) {
      expect(page.monitors.every((id) => state.monitors.has(id))).toBe(true);
    }
  });
});

describe('simulation', () => {
  it('flips monitors while keeping one open incident per down monitor', () => {
    const state = createMonitoringState({ monitorCount: 36, now: new Date() });
    const before = [...state.monitors.values()].map((m) => m.status).join();
    for (let tick = 0; tick < 40; tick++) simulateMonitors(state, new Date());
    expect([...state.monitors.values()].map((m) => m.status).join()).not.toBe(before);
    expect(
      [...state.monitors.values()].some((m) => m.status === 'pending' && m.pause === 'active'),
    ).toBe(false);
    const open = [...state.incidents.values()].filter((i) => i.status === 'open');
    const down = [...state.monitors.values()].filter((m) => m.status === 'down');
    expect(open.map((i) => i.monitorId).sort()).toEqual(down.map((m) => m.id).sort());
  });
});

describe('a 10,000-monitor account over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ monitorCount: 10_000 });
  });
  afterAll(() => server.close());

  it('pages through all 10,000 monitors', async () => {
    const first = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?limit=500',
    );
    expect(first.body).toMatchObject({ page: 1, limit: 500, total: 10_000 });
    expect(first.body.monitors).toHaveLength(500);
    const last = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?limit=500&page=20',
    );
    expect(last.body.monitors).toHaveLength(500);
    expect(last.body.monitors.at(-1)?.id).toBe('mon_10000');
    const beyond = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?limit=500&page=21',
    );
    expect(beyond.body.monitors).toEqual([]);
  });

  it('filters and searches across the whole account', async () => {
    const down = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?status=down&limit=10',
    );
    expect(down.body.total).toBeGreaterThan(500);
    expect(down.body.monitors.every((m) => m.status === 'down' && m.incidents === 1)).toBe(true);
    const search = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?search=checkout%20(eu-1)',
    );
    expect(search.body.monitors.map((m) => m.uri)).toEqual([
      'https://eu-1.shop.example.com/checkout',
    ]);
  });

  it('serves response times for any monitor on demand', async () => {
    const reply = await server.call<Envelope<'responseTimes', { responseTime: number }>>(
      'GET',
      '/monitors/response-times/mon_9999',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.responseTimes.length).toBeGreaterThan(140);
  });
});
