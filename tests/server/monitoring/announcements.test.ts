import { describe, expect, it } from 'vitest';
import {
  type AnnouncementJson,
  type Envelope,
  fieldsOf,
  type ListEnvelope,
  useTestServer,
} from './test-server';

type Announcements = Envelope<'announcements', AnnouncementJson>;

const server = useTestServer();

describe('announcements', () => {
  it('lists the sticky one first, then newest', async () => {
    const { body } = await server.call<ListEnvelope<'announcements', AnnouncementJson>>(
      'GET',
      '/status/announcements/list',
    );
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.announcements.filter((a) => a.sticky === 1)).toHaveLength(1);
    expect(body.announcements[0]?.sticky).toBe(1);
    const rest = body.announcements.slice(1).map((a) => a.createdAt);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(body.announcements[0]?.pages[0]).toEqual({ id: 'page_1', name: 'Example Inc. status' });
  });

  it('creates, updates, sticks and deletes an announcement', async () => {
    const created = await server.call<Announcements>('POST', '/status/announcements/new', {
      body: { title: 'Degraded search', message: 'Results may be stale.', pages: ['page_1'] },
    });
    expect(created.status).toBe(200);
    const announcement = created.body.announcements[0];
    expect(announcement).toMatchObject({ type: 'info', sticky: 0, pages: [{ id: 'page_1' }] });
    const id = announcement?.id;
    const updated = await server.call<Announcements>('PUT', `/status/announcements/update/${id}`, {
      body: { type: 'incident', message: 'Search is being reindexed.' },
    });
    expect(updated.body.announcements[0]).toMatchObject({
      title: 'Degraded search',
      type: 'incident',
      message: 'Search is being reindexed.',
    });
    const sticky = await server.call<Announcements>(
      'PATCH',
      `/status/announcements/stickiness/${id}`,
      {
        body: { sticky: 1 },
      },
    );
    expect(sticky.body.announcements[0]?.sticky).toBe(1);
    expect(Date.parse(sticky.body.announcements[0]?.updatedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(announcement?.createdAt ?? ''),
    );
    const deleted = await server.call<Announcements>(
      'DELETE',
      `/status/announcements/delete/${id}`,
    );
    expect(deleted.body.announcements[0]?.id).toBe(id);
    expect((await server.call('DELETE', `/status/announcements/delete/${id}`)).status).toBe(404);
  });

  it.each([
    [{ message: 'm', pages: ['page_1'] }, ['title']],
    [{ title: 't', message: 'm', pages: [] }, ['pages']],
    [{ title: 't', message: 'm' }, ['pages']],
    [{ title: 't', message: 'm', pages: ['page_9'] }, ['pages']],
    [{ title: 't', message: 'm', pages: ['page_1'], type: 'alert', sticky: 2 }, ['type', 'sticky']],
  ])('refuses %j naming %j', async (body, fields) => {
    const reply = await server.call('POST', '/status/announcements/new', { body });
    expect(reply.status).toBe(422);
    expect(fieldsOf(reply)).toEqual(fields);
  });

  it('refuses a stickiness other than 0 or 1', async () => {
    const reply = await server.call('PATCH', '/status/announcements/stickiness/ann_1', {
      body: { sticky: true },
    });
    expect(fieldsOf(reply)).toEqual(['sticky']);
  });
});
