import { describe, expect, it } from 'vitest';
import type { MonitoringApi } from '../../../lib/background/api/monitoring/client';
import type { RunningServer } from '../../server/start';
import { withMonitoringServer } from '../support/monitoring-harness';

let server: RunningServer;
let api: MonitoringApi;
const state = () => server.context.state.monitoring;

withMonitoringServer(async (fresh, client) => {
  server = fresh;
  ({ api } = client);
});

describe('monitoring client: categories and incidents', () => {
  it('lists, creates, updates and deletes categories', async () => {
    expect((await api.listAllCategories()).map((c) => c.id)).toEqual([
      ...state().categories.keys(),
    ]);
    expect(await api.listCategories({ limit: 2 })).toHaveLength(2);
    const created = await api.createCategory({ name: 'Batch jobs', description: 'Nightly' });
    expect(state().categories.get(created.id)).toMatchObject({ name: 'Batch jobs' });
    const updated = await api.updateCategory(created.id, { description: 'Every night' });
    expect(updated).toMatchObject({ name: 'Batch jobs', description: 'Every night', monitors: 0 });
    await api.deleteCategory(created.id);
    expect(state().categories.has(created.id)).toBe(false);
  });

  it('lists incidents with filters, and comments on one', async () => {
    const open = await api.listAllIncidents({ status: 'open' });
    expect(open.length).toBe(
      [...state().incidents.values()].filter((i) => i.status === 'open').length,
    );
    expect(open.every((i) => i.status === 'open')).toBe(true);
    expect(await api.listAllIncidents()).toHaveLength(state().incidents.size);
    const target = open[0]?.id ?? '';
    const forMonitor = await api.listIncidents({ monitorId: open[0]?.monitorId ?? '' });
    expect(forMonitor.map((i) => i.id)).toContain(target);

    const incident = await api.commentOnIncident(target, 'Looking into it');
    expect(incident.comments.at(-1)).toMatchObject({
      comment: 'Looking into it',
      author: 'demo@example.com',
    });
    expect(incident.activity.at(-1)).toMatchObject({ type: 'comment' });
    expect(state().incidents.get(target)?.comments.at(-1)?.comment).toBe('Looking into it');
  });
});
