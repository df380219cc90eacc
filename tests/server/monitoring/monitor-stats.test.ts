import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Envelope,
  fieldsOf,
  type IncidentJson,
  type ListEnvelope,
  startTestServer,
  type TestServer,
} from './test-server';

interface Sample {
  timestamp: string;
  responseTime: number;
  location: string;
}
interface UptimeDay {
  date: string;
  uptime: number;
  downtime: number;
  checks: number;
}

const TEN_MINUTES = 10 * 60_000;
const DAY = 24 * 60 * 60_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const samplesOf = async (path: string) =>
  (await server.call<Envelope<'responseTimes', Sample>>('GET', path)).body.responseTimes;

describe('response times', () => {
  it('gives the last 24 hours, one sample every 10 minutes, by default', async () => {
    const samples = await samplesOf('/monitors/response-times/mon_1');
    expect(samples.length).toBeGreaterThanOrEqual(143);
    expect(samples.length).toBeLessThanOrEqual(145);
    const times = samples.map((s) => Date.parse(s.timestamp));
    for (let i = 1; i < times.length; i++) {
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBe(TEN_MINUTES);
    }
    expect(Date.now() - (times.at(-1) ?? 0)).toBeLessThanOrEqual(TEN_MINUTES);
    for (const sample of samples) {
      expect(Number.isInteger(sample.responseTime)).toBe(true);
      expect(sample.responseTime).toBeGreaterThan(0);
      expect(sample.location).toMatch(/\w/);
    }
  });

  it('returns the same values for the same window (deterministic)', async () => {
    const window = '?from=2025-06-01T00:00:00Z&to=2025-06-01T06:00:00Z';
    const first = await samplesOf(`/monitors/response-times/mon_1${window}`);
    const second = await samplesOf(`/monitors/response-times/mon_1${window}`);
    expect(first).toEqual(second);
  });

  it('honours from/to and reports 0 ms while the monitor is down', async () => {
    const incidents = await server.call<ListEnvelope<'incidents', IncidentJson>>(
      'GET',
      '/incidents/list?monitorId=mon_5&status=open',
    );
    const startedAt = Date.parse(incidents.body.incidents[0]?.startedAt ?? '');
    const from = new Date(startedAt - 2 * 60 * 60_000).toISOString();
    const samples = await samplesOf(`/monitors/response-times/mon_5?from=${from}`);
    expect(Date.parse(samples[0]?.timestamp ?? '')).toBeGreaterThanOrEqual(Date.parse(from));
    const during = samples.filter((s) => Date.parse(s.timestamp) >= startedAt);
    const before = samples.filter((s) => Date.parse(s.timestamp) < startedAt);
    expect(during.every((s) => s.responseTime === 0)).toBe(true);
    expect(before.every((s) => s.responseTime > 0)).toBe(true);
  });

  it('has no samples for a monitor that was never checked', async () => {
    expect(await samplesOf('/monitors/response-times/mon_31')).toEqual([]);
  });

  it('validates from/to and the monitor id', async () => {
    const bad = await server.call('GET', '/monitors/response-times/mon_1?from=yesterday');
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad)).toEqual(['from']);
    const reversed = await server.call(
      'GET',
      '/monitors/response-times/mon_1?from=2025-06-02T00:00:00Z&to=2025-06-01T00:00:00Z',
    );
    expect(fieldsOf(reversed)).toEqual(['to']);
    const missing = await server.call('GET', '/monitors/response-times/mon_999');
    expect(missing.status).toBe(404);
  });
});

const uptimeOf = async (path: string) =>
  (await server.call<Envelope<'uptime', UptimeDay>>('GET', path)).body.uptime;

describe('uptime', () => {
  it('gives one row per day for the last 7 days by default', async () => {
    const days = await uptimeOf('/monitors/uptime/mon_1');
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * DAY).toISOString().slice(0, 10);
    expect(days.map((d) => d.date)).toHaveLength(7);
    expect(days[0]?.date).toBe(weekAgo);
    expect(days.at(-1)?.date).toBe(today);
    for (const day of days) {
      expect(day.uptime).toBeGreaterThanOrEqual(0);
      expect(day.uptime).toBeLessThanOrEqual(100);
      expect(Math.round(day.uptime * 1000)).toBe(day.uptime * 1000);
      expect(Number.isInteger(day.checks)).toBe(true);
    }
  });

  it('shows the open incident as downtime today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [day] = await uptimeOf(`/monitors/uptime/mon_5?from=${today}&to=${today}`);
    expect(day?.downtime).toBeGreaterThan(0);
    expect(day?.uptime).toBeLessThan(100);
  });

  it('validates the dates', async () => {
    const bad = await server.call('GET', '/monitors/uptime/mon_1?from=2025-13-01');
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad)).toEqual(['from']);
    const tooLong = await server.call(
      'GET',
      '/monitors/uptime/mon_1?from=2020-01-01&to=2025-01-01',
    );
    expect(fieldsOf(tooLong)).toEqual(['to']);
    expect((await server.call('GET', '/monitors/uptime/mon_999')).status).toBe(404);
  });
});
