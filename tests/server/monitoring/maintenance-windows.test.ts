import { describe, expect, it, vi } from 'vitest';
import {
  type Envelope,
  fieldsOf,
  type ListEnvelope,
  type MonitorJson,
  useTestServer,
  type WindowJson,
} from './test-server';

type Windows = Envelope<'windows', WindowJson>;

const HOUR = 60 * 60_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const server = useTestServer();

const windowFor = (startHours: number, endHours: number) => ({
  name: 'Load balancer swap',
  description: 'Moving traffic to the new pool',
  monitors: ['mon_1', 'mon_4'],
  schedule: {
    type: 'once',
    start: inHours(startHours),
    end: inHours(endHours),
    timezone: 'Europe/Berlin',
  },
});

async function statusOf(id: string) {
  const { body } = await server.call<ListEnvelope<'windows', WindowJson>>(
    'GET',
    '/maintenance/windows/list',
  );
  return body.windows.find((w) => w.id === id)?.status;
}

describe('maintenance windows', () => {
  it('seeds a scheduled, an active and an ended window', async () => {
    const { body } = await server.call<ListEnvelope<'windows', WindowJson>>(
      'GET',
      '/maintenance/windows/list',
    );
    expect(body.windows.map((w) => w.status).sort()).toEqual(['active', 'ended', 'scheduled']);
    expect(body.windows[0]?.monitors[0]).toEqual({ id: 'mon_6', name: 'Primary database' });
    expect(body.windows[0]?.schedule).toMatchObject({
      type: 'once',
      timezone: 'Europe/London',
      days: [],
    });
  });

  it('creates a window and counts it on its monitors', async () => {
    const reply = await server.call<Windows>('POST', '/maintenance/windows/new', {
      body: windowFor(1, 3),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.windows[0]).toMatchObject({
      name: 'Load balancer swap',
      status: 'scheduled',
      monitors: [
        { id: 'mon_1', name: 'API gateway' },
        { id: 'mon_4', name: 'Customer login' },
      ],
      schedule: { type: 'once', timezone: 'Europe/Berlin', days: [] },
    });
    const monitors = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?limit=4',
    );
    expect(monitors.body.monitors.find((m) => m.id === 'mon_4')?.maintenanceWindows).toBe(1);
  });

  it('updates a window; a window already running shows as active', async () => {
    const running = windowFor(-1, 1).schedule;
    const reply = await server.call<Windows>('PUT', '/maintenance/windows/update/win_1', {
      body: { schedule: running },
    });
    expect(reply.body.windows[0]).toMatchObject({ name: 'Database upgrade', status: 'active' });
  });

  it('pauses, resumes and ends an active window', async () => {
    const paused = await server.call<Windows>('PATCH', '/maintenance/windows/pause/win_2', {
      body: { pause: 'paused' },
    });
    expect(paused.body.windows[0]?.status).toBe('paused');
    const resumed = await server.call<Windows>('PATCH', '/maintenance/windows/pause/win_2', {
      body: { pause: 'active' },
    });
    expect(resumed.body.windows[0]?.status).toBe('active');
    const ended = await server.call<Windows>('PATCH', '/maintenance/windows/end/win_2');
    expect(ended.body.windows[0]?.status).toBe('ended');
    expect(await statusOf('win_2')).toBe('ended');
  });

  it('resumes a paused future window as scheduled and can end it while paused', async () => {
    await server.call('PATCH', '/maintenance/windows/pause/win_1', { body: { pause: 'paused' } });
    const resumed = await server.call<Windows>('PATCH', '/maintenance/windows/pause/win_1', {
      body: { pause: 'active' },
    });
    expect(resumed.body.windows[0]?.status).toBe('scheduled');
    await server.call('PATCH', '/maintenance/windows/pause/win_1', { body: { pause: 'paused' } });
    const ended = await server.call<Windows>('PATCH', '/maintenance/windows/end/win_1');
    expect(ended.body.windows[0]?.status).toBe('ended');
  });

  it('refuses to end a scheduled or ended window, or to pause an ended one', async () => {
    const scheduled = await server.call('PATCH', '/maintenance/windows/end/win_1');
    expect(scheduled.status).toBe(422);
    expect(fieldsOf(scheduled)).toEqual(['status']);
    const over = await server.call('PATCH', '/maintenance/windows/end/win_3');
    expect(over.status).toBe(422);
    const pauseOver = await server.call('PATCH', '/maintenance/windows/pause/win_3', {
      body: { pause: 'paused' },
    });
    expect(fieldsOf(pauseOver)).toEqual(['pause']);
    const badPause = await server.call('PATCH', '/maintenance/windows/pause/win_2', {
      body: { pause: 'stop' },
    });
    expect(fieldsOf(badPause)).toEqual(['pause']);
  });

  it.each([
    [{ ...windowFor(1, 2), name: '' }, ['name']],
    [{ ...windowFor(1, 2), monitors: ['mon_999'] }, ['monitors']],
    [windowFor(2, 1), ['schedule.end']],
    [
      {
        ...windowFor(1, 2),
        schedule: { ...windowFor(1, 2).schedule, type: 'yearly', timezone: 'Mars/Olympus' },
      },
      ['schedule.type', 'schedule.timezone'],
    ],
    [
      { ...windowFor(1, 2), schedule: { ...windowFor(1, 2).schedule, start: 'soon', days: [7] } },
      ['schedule.start', 'schedule.days.0'],
    ],
    [{ name: 'No schedule', monitors: [] }, ['schedule']],
  ])('refuses %j naming %j', async (body, fields) => {
    const reply = await server.call('POST', '/maintenance/windows/new', { body });
    expect(reply.status).toBe(422);
    expect(fieldsOf(reply)).toEqual(fields);
  });

  // A daily window recurs at its start's wall-clock time in its zone, so on a day the zone
  // changes its clocks today's occurrence begins 23 or 25 hours after yesterday's: four hours
  // long, begun two hours before now yesterday, it runs from one to three hours before now until
  // one to three hours after, on any day. The dates are a plain day and the two days Berlin
  // changes its clocks in 2027.
  it.each(['2026-12-01T12:00:00Z', '2027-03-28T12:00:00Z', '2027-10-31T12:00:00Z'])(
    'recurs: a daily window that began two hours before now yesterday is active now, on %s',
    async (now) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
      try {
        const yesterday = windowFor(-26, -22);
        const daily = { ...yesterday, schedule: { ...yesterday.schedule, type: 'daily' } };
        // Signed in at the faked time: the test's own token is not valid then.
        const token = await server.login();
        const reply = await server.call<Windows>('POST', '/maintenance/windows/new', {
          body: daily,
          token,
        });
        expect(reply.body.windows[0]?.status).toBe('active');
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('deletes a window', async () => {
    const deleted = await server.call<Windows>('DELETE', '/maintenance/windows/delete/win_3');
    expect(deleted.body.windows[0]?.name).toBe('Search reindex');
    expect(await statusOf('win_3')).toBeUndefined();
    expect((await server.call('PATCH', '/maintenance/windows/end/win_3')).status).toBe(404);
  });
});
