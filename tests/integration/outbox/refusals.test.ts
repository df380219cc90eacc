import { describe, expect, it } from 'vitest';
import {
  discardOutboxItem,
  releaseHeldWrites,
  retryOutboxItem,
} from '../../../lib/background/outbox/inspector';
import { MONITOR_RANK } from '../../../lib/model/rows';
import { DEMO_LOGIN } from '../support/monitoring-harness';
import { SEEDED_EVENT } from '../support/outbox-cases-museum';
import { apisAt, onlyRow, useOutboxBed, writeLines } from '../support/outbox-harness';

// 400/403/404/406/422 stop: the row stays, failed, with the server's words, and the optimistic
// change is undone so the UI shows the truth. A refused sign-in is not the server refusing the
// write: it waits, still shown, until the user signs in again (lib/model/errors/error-policy.ts).
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const lastError = async () => (await onlyRow(bed.database)).lastError;

function failWith(method: string, path: string, status: number, times = 1) {
  bed.server.context.faults.add({ method, path, kind: 'status', status, times });
}

describe('a write the server refuses', () => {
  it('422: a create stays failed with the field errors, and its placeholder goes', async () => {
    await bed.pull('categories');
    // Passes the client's checks; only the server knows the name is taken.
    const { recordId } = await bed.queue('createCategory', undefined, { name: 'production' });
    expect(await bed.database.categories.get(recordId)).toBeDefined();

    expect(await bed.flush()).toEqual(['failed']);
    expect(await onlyRow(bed.database)).toMatchObject({
      state: 'failed',
      lastError: {
        kind: 'validation',
        status: 422,
        message: expect.stringContaining(
          'The server said: "name is already used by another category"',
        ),
        fieldErrors: [{ field: 'name', message: 'name is already used by another category' }],
      },
    });
    expect(await bed.database.categories.get(recordId)).toBeUndefined();
    expect(await bed.flush()).toEqual([]); // never retried by itself
    expect(writeLines(bed.server)).toEqual(['POST /endpoints/v1/categories/new']);
  });

  it('400: a refused ticket purchase stays visible, marked failed, until discarded', async () => {
    const { recordId } = await bed.queue('buyTickets', undefined, {
      ticketType: 'event',
      eventId: SEEDED_EVENT,
      ticketDate: '2031-03-04', // a day the event does not take place
      email: 'refused@example.com',
    });
    expect(await bed.flush()).toEqual(['failed']);
    expect(await lastError()).toMatchObject({
      kind: 'validation',
      status: 400,
      fieldErrors: [
        { field: 'ticketDate', message: expect.stringContaining('does not take place') },
      ],
    });
    expect(await bed.database.tickets.get(recordId)).toMatchObject({ state: 'failed' });
    expect(bed.server.context.state.museum.tickets.size).toBe(0);

    await discardOutboxItem(bed.worker, (await onlyRow(bed.database)).seq);
    expect(await bed.rows()).toEqual([]);
    expect(await bed.database.tickets.get(recordId)).toBeUndefined();
  });

  it('406: an action is undone locally and kept as failed', async () => {
    await bed.pull('announcements');
    failWith('PATCH', '/endpoints/v1/status/announcements/stickiness/ann_2', 406);
    await bed.queue('setAnnouncementStickiness', 'ann_2', { sticky: 1 });
    expect((await bed.database.announcements.get('ann_2'))?.sticky).toBe(1);

    expect(await bed.flush()).toEqual(['failed']);
    expect(await lastError()).toMatchObject({ kind: 'rejected', status: 406 });
    expect((await bed.database.announcements.get('ann_2'))?.sticky).toBe(0);
    expect(monitoring().announcements.get('ann_2')?.sticky).toBe(0);
  });

  it('403 even with a fresh sign-in: refused (this account may not), kept failed; sent once retried', async () => {
    await bed.pull('monitors');
    const pause = '/endpoints/v1/monitors/pause/mon_1';
    failWith('PATCH', pause, 403, 2);
    await bed.queue('pauseMonitor', 'mon_1', { paused: true });
    expect(await bed.flush()).toEqual(['failed']);
    expect(await lastError()).toMatchObject({ kind: 'rejected', status: 403 });
    const lines = bed.server.context.log.entries.map((e) => `${e.method} ${e.path}`);
    const signIn = 'POST /endpoints/v1/auth/login';
    expect(lines.slice(-3)).toEqual([`PATCH ${pause}`, signIn, `PATCH ${pause}`]);
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({
      pause: 'active',
      rank: MONITOR_RANK.up,
    });

    await retryOutboxItem(bed.worker, (await onlyRow(bed.database)).seq);
    expect(await bed.flush()).toEqual(['sent']);
    expect(monitoring().monitors.get('mon_1')?.pause).toBe('paused');
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({
      pause: 'paused',
      rank: MONITOR_RANK.paused,
    });
  });

  it('a refused sign-in holds the write, still shown, until the user signs in again', async () => {
    await bed.pull('monitors');
    await bed.queue('pauseMonitor', 'mon_1', { paused: true });
    const wrongPassword = { ...DEMO_LOGIN, password: 'changed-elsewhere' };
    await bed.tokenStore.clear();
    const refused = apisAt(bed.server.url, bed.tokenStore, { monitoringLogin: wrongPassword });
    expect(await bed.flush(async () => refused)).toEqual(['held']);
    expect(await lastError()).toMatchObject({ kind: 'auth' });
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({
      pause: 'paused',
      rank: MONITOR_RANK.paused,
    });
    expect(await bed.flush()).toEqual([]); // not by itself: it waits for the user to sign in

    await releaseHeldWrites(bed.worker);
    expect(await bed.flush()).toEqual(['sent']);
    expect(monitoring().monitors.get('mon_1')?.pause).toBe('paused');
  });

  it('401 from the museum (wrong password): held, still shown; after the fix, created exactly once', async () => {
    const museumLogin = { username: 'demo', password: 'not-the-password' };
    const wrong = apisAt(bed.server.url, bed.tokenStore, { museumLogin });
    const event = {
      name: 'Refused talk',
      location: 'Hall',
      eventDescription: 'Booked with the wrong password',
      dates: ['2031-03-04'],
      price: 0,
    };
    const { recordId } = await bed.queue('createEvent', undefined, event);
    expect(await bed.flush(async () => wrong)).toEqual(['held']);
    expect(await lastError()).toMatchObject({ kind: 'auth', status: 401 });
    expect(await bed.database.events.get(recordId)).toMatchObject(event);

    await releaseHeldWrites(bed.worker);
    expect(await bed.flush()).toEqual(['sent']);
    const events = [...bed.server.context.state.museum.events.values()];
    const made = events.filter((e) => e.name === event.name);
    expect(made).toHaveLength(1);
    expect(await bed.database.events.get(made[0]?.eventId as string)).toMatchObject(event);
  });
});
