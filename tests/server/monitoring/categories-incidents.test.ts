import { describe, expect, it } from 'vitest';
import {
  type CategoryJson,
  type Envelope,
  fieldsOf,
  type IncidentJson,
  type ListEnvelope,
  type MonitorJson,
  useTestServer,
} from './test-server';

type Categories = ListEnvelope<'categories', CategoryJson>;
type Incidents = ListEnvelope<'incidents', IncidentJson>;

const server = useTestServer();

describe('categories', () => {
  it('lists 4 to 6 categories with their monitor counts', async () => {
    const { body } = await server.call<Categories>('GET', '/categories/list');
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.total).toBeLessThanOrEqual(6);
    const monitors = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?category=cat_1',
    );
    const production = body.categories.find((c) => c.id === 'cat_1');
    expect(production).toMatchObject({ name: 'Production', monitors: monitors.body.total });
    expect(production?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('creates, renames and counts a monitor moved into it', async () => {
    const created = await server.call<Envelope<'categories', CategoryJson>>(
      'POST',
      '/categories/new',
      { body: { name: 'Payments', description: 'Card and wallet flows' } },
    );
    expect(created.status).toBe(200);
    const category = created.body.categories[0];
    expect(category).toMatchObject({
      name: 'Payments',
      description: 'Card and wallet flows',
      monitors: 0,
    });
    await server.call('PUT', '/monitors/update/mon_5', { body: { category: category?.id } });
    const renamed = await server.call<Envelope<'categories', CategoryJson>>(
      'PUT',
      `/categories/update/${category?.id}`,
      { body: { name: 'Payments & billing' } },
    );
    expect(renamed.body.categories[0]).toMatchObject({
      name: 'Payments & billing',
      description: 'Card and wallet flows',
      monitors: 1,
    });
  });

  it('refuses a missing or duplicate name', async () => {
    const missing = await server.call('POST', '/categories/new', { body: { description: 'x' } });
    expect(missing.status).toBe(422);
    expect(fieldsOf(missing)).toEqual(['name']);
    const duplicate = await server.call('POST', '/categories/new', {
      body: { name: 'production' },
    });
    expect(fieldsOf(duplicate)).toEqual(['name']);
    const renameOnto = await server.call('PUT', '/categories/update/cat_2', {
      body: { name: 'Production' },
    });
    expect(renameOnto.status).toBe(422);
  });

  it('deletes a category and leaves its monitors uncategorised', async () => {
    const deleted = await server.call<Envelope<'categories', CategoryJson>>(
      'DELETE',
      '/categories/delete/cat_2',
    );
    expect(deleted.body.categories[0]).toMatchObject({ id: 'cat_2', name: 'Infrastructure' });
    const monitors = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?category=cat_2',
    );
    expect(monitors.body.total).toBe(0);
    const primary = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?search=Primary%20database',
    );
    expect(primary.body.monitors[0]?.category).toBe('');
    expect((await server.call('DELETE', '/categories/delete/cat_2')).status).toBe(404);
    expect(
      (await server.call('PUT', '/categories/update/cat_2', { body: { name: 'X' } })).status,
    ).toBe(404);
  });
});

describe('incidents', () => {
  it('lists newest first with activity and comments', async () => {
    const { body } = await server.call<Incidents>('GET', '/incidents/list?limit=500');
    expect(body.total).toBeGreaterThan(3);
    const starts = body.incidents.map((i) => i.startedAt);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(body.incidents.some((i) => i.status === 'open')).toBe(true);
    expect(body.incidents.some((i) => i.status === 'resolved')).toBe(true);
    expect(body.incidents.some((i) => i.comments.length > 0)).toBe(true);
    const resolved = body.incidents.find((i) => i.status === 'resolved');
    expect(resolved?.duration).toBe(
      (Date.parse(resolved?.resolvedAt ?? '') - Date.parse(resolved?.startedAt ?? '')) / 1000,
    );
  });

  it('filters by status and monitor', async () => {
    const open = await server.call<Incidents>('GET', '/incidents/list?status=open');
    expect(open.body.incidents.every((i) => i.status === 'open' && i.resolvedAt === null)).toBe(
      true,
    );
    const downMonitors = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?status=down',
    );
    expect(open.body.total).toBe(downMonitors.body.total);
    const forMonitor = await server.call<Incidents>('GET', '/incidents/list?monitorId=mon_5');
    expect(forMonitor.body.incidents.every((i) => i.monitorId === 'mon_5')).toBe(true);
    expect(forMonitor.body.incidents[0]?.monitorName).toBe('Payments webhook receiver');
    const bad = await server.call('GET', '/incidents/list?status=closed');
    expect(fieldsOf(bad)).toEqual(['status']);
  });

  it('adds a comment by the account and returns the whole incident', async () => {
    const open = await server.call<Incidents>('GET', '/incidents/list?status=open&limit=1');
    const incident = open.body.incidents[0];
    const reply = await server.call<Envelope<'incidents', IncidentJson>>(
      'POST',
      `/incidents/comment/${incident?.id}`,
      { body: { comment: 'Failing over to the secondary region.' } },
    );
    expect(reply.status).toBe(200);
    const updated = reply.body.incidents[0];
    expect(updated?.id).toBe(incident?.id);
    expect(updated?.comments.at(-1)).toMatchObject({
      comment: 'Failing over to the secondary region.',
      author: 'demo@example.com',
    });
    expect(updated?.activity.at(-1)?.type).toBe('comment');
    expect(updated?.comments.length).toBe((incident?.comments.length ?? 0) + 1);
  });

  it('refuses an empty or overlong comment and unknown incidents', async () => {
    const empty = await server.call('POST', '/incidents/comment/inc_1', {
      body: { comment: '  ' },
    });
    expect(empty.status).toBe(422);
    expect(fieldsOf(empty)).toEqual(['comment']);
    const long = await server.call('POST', '/incidents/comment/inc_1', {
      body: { comment: 'x'.repeat(2001) },
    });
    expect(fieldsOf(long)).toEqual(['comment']);
    const missing = await server.call('POST', '/incidents/comment/inc_9999', {
      body: { comment: 'hi' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Incident not found');
  });
});
