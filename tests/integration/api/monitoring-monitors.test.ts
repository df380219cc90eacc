import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TokenStore } from '../../../lib/background/api/monitoring/auth';
import type { MonitoringApi } from '../../../lib/background/api/monitoring/client';
import { type RunningServer, startServer } from '../../server/start';
import {
  monitoringClientFor,
  requestLines,
  resetMonitoringServer,
} from '../support/monitoring-harness';

let server: RunningServer;
let api: MonitoringApi;
let tokenStore: TokenStore;
const state = () => server.context.state.monitoring;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(() => server.close());
beforeEach(async () => {
  await resetMonitoringServer(server);
  ({ api, tokenStore } = monitoringClientFor(server));
});

describe('monitoring client: sign-in and general', () => {
  it('signs in and keeps the token with its expiry, account and address', async () => {
    const before = Date.now();
    const signedIn = await api.login();
    expect(signedIn).not.toHaveProperty('token');
    const stored = await tokenStore.get();
    expect(stored).toEqual({
      ...signedIn,
      token: expect.stringMatching(/^ey/),
      baseUrl: server.monitoringBaseUrl,
    });
    expect(signedIn.email).toBe('demo@example.com');
    expect(signedIn.expiresAt).toBeGreaterThanOrEqual(before + 3_599_000);
    expect(signedIn.expiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  it('lists every telephone code', async () => {
    const codes = await api.listTelephoneCodes();
    expect(codes).toEqual(state().telephoneCodes);
    expect(await api.listAllTelephoneCodes()).toEqual(codes);
  });
});

describe('monitoring client: monitors', () => {
  it('lists one page, and every page', async () => {
    const ids = [...state().monitors.keys()];
    const page2 = await api.listMonitors({ page: 2, limit: 10 });
    expect(page2.map((m) => m.id)).toEqual(ids.slice(10, 20));
    const all = await api.listAllMonitors();
    expect(all.map((m) => m.id)).toEqual(ids);
    expect(server.context.log.entries.at(-1)?.query).toEqual({ page: '1', limit: '500' });
  });

  it('filters by status, category and search', async () => {
    const records = [...state().monitors.values()];
    const down = await api.listAllMonitors({ status: 'down' });
    expect(down.map((m) => m.id)).toEqual(
      records.filter((m) => m.status === 'down').map((m) => m.id),
    );
    expect(down.length).toBeGreaterThan(0);
    const infra = await api.listMonitors({ category: 'cat_2', limit: 500 });
    expect(infra.every((m) => m.category === 'cat_2')).toBe(true);
    const found = await api.listMonitors({ search: 'DATABASE' });
    expect(found.map((m) => m.name)).toContain('Primary database');
  });

  it('never returns port, body or authPassword, though the server stores them', async () => {
    const stored = [...state().monitors.values()];
    expect(stored.some((m) => m.authPassword !== '')).toBe(true);
    expect(stored.some((m) => m.body !== '')).toBe(true);
    const all = await api.listAllMonitors();
    for (const monitor of all) {
      for (const key of ['port', 'body', 'authPassword']) {
        expect(monitor).not.toHaveProperty(key);
        expect(monitor.websiteDetails).not.toHaveProperty(key);
      }
    }
    const text = JSON.stringify(all);
    for (const m of stored.filter((r) => r.authPassword))
      expect(text).not.toContain(m.authPassword);
  });

  it('creates a port monitor, stored with its port though the answer omits it', async () => {
    const created = await api.createMonitor({
      name: '  Queue broker ',
      type: 'port',
      uri: 'mq.example.net',
      port: 5672,
      authPassword: 'broker-secret',
    });
    expect(created).toMatchObject({ name: 'Queue broker', type: 'port', pause: 'active' });
    expect(created).not.toHaveProperty('port');
    expect(state().monitors.get(created.id)).toMatchObject({ port: 5672, uri: 'mq.example.net' });
    expect(JSON.stringify(created)).not.toContain('broker-secret');
  });

  it('updates only the fields given', async () => {
    const updated = await api.updateMonitor('mon_1', { interval: 600, name: 'Gateway' });
    expect(updated).toMatchObject({ id: 'mon_1', interval: 600, name: 'Gateway' });
    expect(state().monitors.get('mon_1')).toMatchObject({
      interval: 600,
      uri: 'https://api.example.com/health',
    });
  });

  it('pauses and resumes', async () => {
    expect((await api.pauseMonitor('mon_1', true)).pause).toBe('paused');
    expect(state().monitors.get('mon_1')?.pause).toBe('paused');
    expect((await api.pauseMonitor('mon_1', false)).pause).toBe('active');
    expect(server.context.log.entries.at(-1)?.body).toEqual({ pause: 'active' });
  });

  it('deletes, returning the monitor as it was', async () => {
    const deleted = await api.deleteMonitor('mon_3');
    expect(deleted.id).toBe('mon_3');
    expect(state().monitors.has('mon_3')).toBe(false);
  });

  it('reads response times for a range given as dates', async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 2 * 3600_000);
    const samples = await api.getResponseTimes('mon_1', { from, to });
    expect(samples.length).toBeGreaterThan(5);
    for (const sample of samples) {
      expect(Date.parse(sample.timestamp)).toBeGreaterThanOrEqual(from.getTime() - 1000);
      expect(typeof sample.responseTime).toBe('number');
    }
    expect(server.context.log.entries.at(-1)?.query).toEqual({
      from: from.toISOString(),
      to: to.toISOString(),
    });
  });

  it('reads uptime per day, the last 7 by default or a given range', async () => {
    const week = await api.getUptime('mon_1');
    expect(week).toHaveLength(7);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const isoDay = (n: number) => daysAgo(n).toISOString().slice(0, 10);
    const days = await api.getUptime('mon_1', { from: isoDay(3), to: daysAgo(1) });
    expect(days.map((d) => d.date)).toEqual([isoDay(3), isoDay(2), isoDay(1)]);
    expect(server.context.log.entries.at(-1)?.query).toEqual({ from: isoDay(3), to: isoDay(1) });
  });

  it('URL-encodes ids, so an id cannot reach another route', async () => {
    await expect(api.deleteMonitor('mon_1/../../categories/delete/cat_1')).rejects.toMatchObject({
      kind: 'not-found',
    });
    expect(requestLines(server).at(-1)).toMatch(
      /^DELETE \/endpoints\/v1\/monitors\/delete\/mon_1%2F/,
    );
    expect(state().categories.has('cat_1')).toBe(true);
    expect(state().monitors.has('mon_1')).toBe(true);
  });
});
