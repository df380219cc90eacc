import { describe, expect, it } from 'vitest';
import {
  type Envelope,
  expectNoSecrets,
  fieldsOf,
  type IncidentJson,
  type ListEnvelope,
  type MonitorJson,
  type PageJson,
  useTestServer,
} from './test-server';

type Monitors = Envelope<'monitors', MonitorJson>;
type MonitorList = ListEnvelope<'monitors', MonitorJson>;

const server = useTestServer();

describe('update monitor', () => {
  it('changes only the fields sent and keeps the rest', async () => {
    const reply = await server.call<Monitors>('PUT', '/monitors/update/mon_1', {
      body: { name: 'API gateway (v2)', interval: 60, authPassword: 's3cret-pass' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.monitors[0]).toMatchObject({
      id: 'mon_1',
      name: 'API gateway (v2)',
      interval: 60,
      uri: 'https://api.example.com/health',
      category: 'cat_1',
    });
    expectNoSecrets(reply.body);
  });

  it('re-checks the per-type rules against the merged monitor', async () => {
    const reply = await server.call('PUT', '/monitors/update/mon_1', { body: { type: 'port' } });
    expect(reply.status).toBe(422);
    expect(fieldsOf(reply)).toContain('port');
  });
});

describe('pause and delete', () => {
  it('pauses and unpauses, keeping the last status', async () => {
    const paused = await server.call<Monitors>('PATCH', '/monitors/pause/mon_5', {
      body: { pause: 'paused' },
    });
    expect(paused.body.monitors[0]).toMatchObject({ pause: 'paused', status: 'down' });
    const active = await server.call<Monitors>('PATCH', '/monitors/pause/mon_5', {
      body: { pause: 'active' },
    });
    expect(active.body.monitors[0]?.pause).toBe('active');
    const bad = await server.call('PATCH', '/monitors/pause/mon_5', { body: { pause: 'yes' } });
    expect(fieldsOf(bad)).toEqual(['pause']);
    expect(
      (await server.call('PATCH', '/monitors/pause/mon_x', { body: { pause: 'paused' } })).status,
    ).toBe(404);
  });

  it('deletes a monitor and every reference to it', async () => {
    const reply = await server.call<Monitors>('DELETE', '/monitors/delete/mon_22');
    expect(reply.status).toBe(200);
    expect(reply.body.monitors[0]).toMatchObject({ id: 'mon_22', name: 'Shipping rates API' });
    expectNoSecrets(reply.body);
    const list = await server.call<MonitorList>('GET', '/monitors/list');
    expect(list.body.total).toBe(35);
    const pages = await server.call<ListEnvelope<'pages', PageJson>>('GET', '/status/pages/list');
    expect(pages.body.pages.flatMap((p) => p.monitors.map((m) => m.id))).not.toContain('mon_22');
    const incidents = await server.call<ListEnvelope<'incidents', IncidentJson>>(
      'GET',
      '/incidents/list?monitorId=mon_22',
    );
    expect(incidents.body.total).toBe(0);
    expect((await server.call('DELETE', '/monitors/delete/mon_22')).status).toBe(404);
  });
});

describe('forced status (control API)', () => {
  async function force(id: string, status: string) {
    const res = await fetch(`${server.running.url}/__control/monitors/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    return { status: res.status, body: (await res.json()) as MonitorJson };
  }

  it('opens an incident when a monitor goes down and resolves it on recovery', async () => {
    const down = await force('mon_1', 'down');
    expect(down.body).toMatchObject({ id: 'mon_1', status: 'down', incidents: 1 });
    expect(down.body).not.toHaveProperty('port');
    const open = await server.call<ListEnvelope<'incidents', IncidentJson>>(
      'GET',
      '/incidents/list?monitorId=mon_1&status=open',
    );
    expect(open.body.incidents).toHaveLength(1);
    expect(open.body.incidents[0]?.activity.map((a) => a.type)).toEqual(['down', 'notification']);

    const up = await force('mon_1', 'up');
    expect(up.body).toMatchObject({ status: 'up', incidents: 0 });
    const after = await server.call<ListEnvelope<'incidents', IncidentJson>>(
      'GET',
      `/incidents/list?monitorId=mon_1&status=resolved`,
    );
    const resolved = after.body.incidents.find((i) => i.id === open.body.incidents[0]?.id);
    expect(resolved?.resolvedAt).not.toBeNull();
    expect(resolved?.activity.at(-1)?.type).toBe('up');
    expect((await force('mon_404', 'down')).status).toBe(404);
  });
});
