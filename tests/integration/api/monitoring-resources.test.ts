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

describe('monitoring client: notification seats and integrations', () => {
  it('lists, creates, updates and deletes seats', async () => {
    expect((await api.listAllSeats()).map((s) => s.id)).toEqual([...state().seats.keys()]);
    expect(await api.listSeats({ limit: 1 })).toHaveLength(1);
    const seat = await api.createSeat({
      name: 'Priya',
      email: 'priya@example.com',
      telephoneCode: '+44',
      phone: '7700900456',
      sms: 1,
      integrations: ['int_1'],
    });
    expect(seat.integrations).toEqual([{ id: 'int_1', name: '#ops-alerts', type: 'slack' }]);
    expect(state().seats.get(seat.id)).toMatchObject({ phone: '7700900456', sms: 1 });
    const updated = await api.updateSeat(seat.id, { call: 1 });
    expect(updated).toMatchObject({ call: 1, sms: 1, email: 'priya@example.com' });
    expect((await api.deleteSeat(seat.id)).id).toBe(seat.id);
    expect(state().seats.has(seat.id)).toBe(false);
  });

  it('lists, creates, updates and deletes integrations', async () => {
    expect(await api.listAllIntegrations()).toHaveLength(state().integrations.size);
    expect(await api.listIntegrations({ page: 2, limit: 3 })).toHaveLength(
      state().integrations.size - 3,
    );
    const hook = await api.createIntegration({
      name: 'Deploy bot',
      type: 'webhook',
      target: 'https://hooks.example.com/deploy',
    });
    expect(state().integrations.get(hook.id)).toMatchObject({ type: 'webhook', enabled: 1 });
    expect(await api.updateIntegration(hook.id, { enabled: 0 })).toMatchObject({ enabled: 0 });
    await api.deleteIntegration(hook.id);
    expect(state().integrations.has(hook.id)).toBe(false);
  });
});

describe('monitoring client: status pages and announcements', () => {
  it('creates, updates (the published route, docs/MONITORING-API.md), protects and deletes a page', async () => {
    expect((await api.listAllPages()).map((p) => p.id)).toEqual([...state().pages.keys()]);
    const page = await api.createPage({
      name: 'Partners',
      subdomain: 'partners-status',
      monitors: ['mon_1'],
    });
    expect(page).toMatchObject({ subdomain: 'partners-status', accessType: 0 });
    expect(page.monitors).toEqual([{ id: 'mon_1', name: 'API gateway' }]);

    const updated = await api.updatePage(page.id, {
      layout: 'grid',
      lighting: 'dark',
      analytics: 1,
    });
    expect(updated).toMatchObject({ layout: 'grid', defaultLightMode: 'dark', webAnalytics: 1 });
    expect(server.context.log.entries.at(-1)?.path).toBe(
      `/endpoints/v1/status/pages/update/${page.id}`,
    );

    const guarded = await api.updatePageAuthentication(page.id, {
      access: 1,
      password: 'let-me-in',
    });
    expect(guarded.accessType).toBe(1);
    expect(JSON.stringify(guarded)).not.toContain('let-me-in');
    expect(state().pages.get(page.id)?.password).toBe('let-me-in');

    await api.deletePage(page.id);
    expect(state().pages.has(page.id)).toBe(false);
  });

  it('creates, updates, pins and deletes an announcement', async () => {
    expect(await api.listAllAnnouncements()).toHaveLength(state().announcements.size);
    expect(await api.listAnnouncements({ limit: 1 })).toHaveLength(1);
    const note = await api.createAnnouncement({
      title: 'Planned work',
      message: 'Short outage on Sunday',
      pages: ['page_1'],
    });
    expect(note).toMatchObject({ sticky: 0, pages: [{ id: 'page_1' }] });
    expect(await api.updateAnnouncement(note.id, { type: 'maintenance' })).toMatchObject({
      type: 'maintenance',
      title: 'Planned work',
    });
    expect((await api.setAnnouncementStickiness(note.id, true)).sticky).toBe(1);
    expect(state().announcements.get(note.id)?.sticky).toBe(1);
    expect((await api.setAnnouncementStickiness(note.id, false)).sticky).toBe(0);
    await api.deleteAnnouncement(note.id);
    expect(state().announcements.has(note.id)).toBe(false);
  });
});

describe('monitoring client: maintenance windows', () => {
  it('creates, updates, pauses, resumes, ends and deletes a window', async () => {
    expect(await api.listAllWindows()).toHaveLength(state().windows.size);
    expect(await api.listWindows({ limit: 1 })).toHaveLength(1);
    const now = Date.now();
    const window = await api.createWindow({
      name: 'Kernel patching',
      monitors: ['mon_6'],
      schedule: {
        type: 'once',
        start: new Date(now - 3600_000).toISOString(),
        end: new Date(now + 3600_000).toISOString(),
        timezone: 'Europe/London',
      },
    });
    expect(window).toMatchObject({ status: 'active', monitors: [{ id: 'mon_6' }] });
    const renamed = await api.updateWindow(window.id, { description: 'Rolling reboot' });
    expect(renamed).toMatchObject({ name: 'Kernel patching', description: 'Rolling reboot' });

    expect((await api.pauseWindow(window.id, true)).status).toBe('paused');
    expect(state().windows.get(window.id)?.paused).toBe(true);
    expect((await api.pauseWindow(window.id, false)).status).toBe('active');
    expect((await api.endWindow(window.id)).status).toBe('ended');
    expect(state().windows.get(window.id)?.endedAt).not.toBeNull();

    await api.deleteWindow(window.id);
    expect(state().windows.has(window.id)).toBe(false);
  });

  it('passes on the server refusing to end a window that has not started', async () => {
    const scheduled = [...state().windows.values()].find(
      (w) => Date.parse(w.schedule.start) > Date.now(),
    );
    await expect(api.endWindow(scheduled?.id ?? '')).rejects.toMatchObject({
      kind: 'validation',
      status: 422,
      fieldErrors: [{ field: 'status', message: expect.stringMatching(/scheduled/) }],
    });
  });
});
