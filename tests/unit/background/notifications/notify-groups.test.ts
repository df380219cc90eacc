import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  groupMembers,
  keepGroupMembers,
} from '../../../../lib/background/notifications/group-members';
import { onNotificationButton } from '../../../../lib/background/notifications/notification-buttons';
import { notifyStatusChanges } from '../../../../lib/background/notifications/notify';
import { QUIET_END_ALARM } from '../../../../lib/background/notifications/quiet-hours';
import { runAlarm } from '../../../../lib/background/on-alarm';
import { GatehouseDatabase } from '../../../../lib/storage/database';
import {
  notificationMutesItem,
  notificationsEnabledItem,
  quietHoursItem,
} from '../../../../lib/storage/settings';
import { openWorkerDatabase } from '../../../../lib/storage/worker-database';
import { setBrowserLanguage } from '../../support/fake-i18n';
import { pullMonitors, serverMonitor } from '../../support/monitor-pull';

const now = Date.parse('2026-11-23T12:00:00Z');
const MINUTE = 60_000;
let database: GatehouseDatabase;
let create: ReturnType<typeof vi.fn>;

/** Five monitors: four in Production, one in no category. */
const NAMES = ['Checkout', 'Search', 'Login', 'Payments', 'Blog'];
const rows = (down: readonly string[]) =>
  NAMES.map((name, i) => ({
    ...serverMonitor(`m${i}`, name, down.includes(name) ? 'down' : 'up'),
    category: name === 'Blog' ? '' : 'prod',
  }));

/** Two syncs a minute apart that see these down (what confirms a change), each followed by a pass. */
async function confirmDown(down: readonly string[], at: number) {
  for (const when of [at, at + MINUTE]) {
    await pullMonitors(database, rows(down), when);
    await notifyStatusChanges(await openWorkerDatabase(database.name), when);
  }
}

type Shown = { id: string; title: string; message: string; buttons?: unknown[] };
const shown = (): Shown[] =>
  create.mock.calls.map(([id, options]) => {
    const { title, message, buttons } = options as Omit<Shown, 'id'>;
    const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    return { id: id as string, title: plain(title), message: plain(message), buttons };
  });

beforeEach(async () => {
  fakeBrowser.reset();
  setBrowserLanguage('en');
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
  await database.categories.put({ id: 'prod', name: 'Production' } as never);
  create = vi.fn().mockResolvedValue('id');
  fakeBrowser.notifications.create = create as never;
  await notificationsEnabledItem.setValue(true);
  await pullMonitors(database, rows([]), now - MINUTE); // first sightings announce nothing
});
afterEach(() => database.delete());

describe('changes of one sync, grouped by category', () => {
  it('four monitors of one category down in one sync: one notification naming the group and the first three', async () => {
    await confirmDown(['Checkout', 'Search', 'Login', 'Payments'], now);
    expect(shown()).toEqual([
      expect.objectContaining({
        id: `group:${now + MINUTE}:down:prod`,
        title: '4 monitors down in Production',
        message: 'Checkout, Login, Payments, and 1 more',
        buttons: [{ title: 'Open' }, { title: 'Pause 1 h' }],
      }),
    ]);
    expect(await database.statusAnnouncements.count()).toBe(0);
  });

  it('in German, with plural rules', async () => {
    setBrowserLanguage('de');
    await confirmDown(['Checkout', 'Search'], now);
    expect(shown().map((n) => [n.title, n.message])).toEqual([
      ['2 Monitore in „Production“ gestört', 'Checkout und Search'],
    ]);
  });

  it('recoveries group the same way; a group of one keeps its own notification', async () => {
    await confirmDown(['Checkout', 'Search', 'Blog'], now);
    await confirmDown([], now + 10 * MINUTE);
    expect(shown().map((n) => n.title)).toEqual([
      '2 monitors down in Production',
      'Blog is down',
      '2 monitors back up in Production',
      'Blog is up again after 10 min down',
    ]);
    expect(shown()[1]?.id).toBe(`monitor:m4:${now + MINUTE}`);
  });

  it('a muted monitor is left out of its group, and notifications off tell nothing', async () => {
    await notificationMutesItem.setValue({ m0: 0 });
    await confirmDown(['Checkout', 'Search', 'Login'], now);
    expect(shown().map((n) => [n.title, n.message])).toEqual([
      ['2 monitors down in Production', 'Login and Search'],
    ]);
    await notificationsEnabledItem.setValue(false);
    await confirmDown([], now + 10 * MINUTE);
    expect(shown()).toHaveLength(1);
  });

  it('raised again after a worker stopped before forgetting: under the same id, so it replaces itself', async () => {
    for (const when of [now, now + MINUTE])
      await pullMonitors(database, rows(['Checkout', 'Search']), when);
    const owed = await database.statusAnnouncements.toArray();
    await notifyStatusChanges(await openWorkerDatabase(database.name), now + MINUTE);
    // The stopped worker's forgetting never committed: the same changes wait again.
    await database.statusAnnouncements.bulkPut(owed);
    await notifyStatusChanges(await openWorkerDatabase(database.name), now + 2 * MINUTE);
    const ids = shown().map((n) => n.id);
    expect(ids).toEqual([`group:${now + MINUTE}:down:prod`, `group:${now + MINUTE}:down:prod`]);
    expect(await database.statusAnnouncements.count()).toBe(0);
  });

  it('"Pause 1 h" of a group queues one pause per monitor of that group, and no other', async () => {
    await confirmDown(['Checkout', 'Search', 'Login', 'Blog'], now);
    const group = shown().find((n) => n.id.startsWith('group:'));
    await onNotificationButton(await openWorkerDatabase(database.name), group?.id ?? '', 1);
    const queued = await database.outbox.toArray();
    expect(queued.map((row) => [row.operation, row.recordId]).sort()).toEqual([
      ['pauseMonitor', 'm0'],
      ['pauseMonitor', 'm1'],
      ['pauseMonitor', 'm2'],
    ]);
  });
});

describe('a group notification still on screen', () => {
  it('keeps its members however many groups came after it in the same day', async () => {
    await keepGroupMembers(`group:${now}:down:first`, ['m0', 'm1']);
    for (let i = 0; i < 30; i++) await keepGroupMembers(`group:${now}:down:c${i}`, [`x${i}`]);
    expect(await groupMembers(`group:${now}:down:first`)).toEqual(['m0', 'm1']);
    // A day later, the old one's buttons are long gone from the screen: it is let go.
    await keepGroupMembers(`group:${now + 25 * 60 * MINUTE}:down:later`, ['m2']);
    expect(await groupMembers(`group:${now}:down:first`)).toEqual([]);
  });

  it('whose members are no longer known: "Pause 1 h" opens the list and leaves it up', async () => {
    const clear = vi.fn().mockResolvedValue(true);
    const opened = vi.fn().mockResolvedValue({});
    fakeBrowser.notifications.clear = clear as never;
    fakeBrowser.tabs.create = opened as never;
    await onNotificationButton(await openWorkerDatabase(database.name), `group:${now}:down:x`, 1);
    expect(await database.outbox.count()).toBe(0);
    expect(opened).toHaveBeenCalledWith({ url: expect.stringContaining('#/monitors') });
    expect(clear).not.toHaveBeenCalledWith(`group:${now}:down:x`);
  });
});

describe('quiet hours', () => {
  // The wake-up is an alarm, which is set no sooner than the clock's now (runtime/wake-at.ts).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const localClock = (at: number) => {
    const time = new Date(at);
    return `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`;
  };

  it('hold every notification, keep the changes, wake at their end, and then sum them up once', async () => {
    const end = now + 60 * MINUTE;
    await quietHoursItem.setValue({
      enabled: true,
      from: localClock(now - 60 * MINUTE),
      to: localClock(end),
    });
    await confirmDown(['Checkout', 'Blog'], now);
    await confirmDown(['Blog'], now + 10 * MINUTE);
    expect(shown()).toEqual([]);
    expect((await database.statusAnnouncements.toArray()).map((c) => c.held)).toEqual([
      true,
      true,
      true,
    ]);
    expect((await fakeBrowser.alarms.get('gatehouse-quiet-end'))?.scheduledTime).toBe(end);

    await notifyStatusChanges(await openWorkerDatabase(database.name), end);
    expect(shown()).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^quiet:/),
        title: 'During quiet hours',
        message: '2 went down, 1 came back up, and 1 still down',
      }),
    ]);
    expect(await database.statusAnnouncements.count()).toBe(0);
    await notifyStatusChanges(await openWorkerDatabase(database.name), end + MINUTE);
    expect(shown()).toHaveLength(1);
  });

  it('their end wakes the worker with an alarm, which sums up what they held', async () => {
    const end = now + 30 * MINUTE;
    await quietHoursItem.setValue({
      enabled: true,
      from: localClock(now - 60 * MINUTE),
      to: localClock(end),
    });
    await confirmDown(['Search'], now);
    expect(shown()).toEqual([]);
    const alarm = await fakeBrowser.alarms.get(QUIET_END_ALARM);
    vi.setSystemTime(end);
    await runAlarm(await openWorkerDatabase(database.name), {
      name: alarm?.name ?? '',
      scheduledTime: alarm?.scheduledTime ?? 0,
    });
    expect(shown().map((n) => [n.title, n.message])).toEqual([
      ['During quiet hours', '1 went down and 1 still down'],
    ]);
  });

  it('a monitor held down and paused since is not said to be still down', async () => {
    await quietHoursItem.setValue({
      enabled: true,
      from: localClock(now - 60 * MINUTE),
      to: localClock(now + 60 * MINUTE),
    });
    await confirmDown(['Checkout', 'Search'], now);
    // Someone paused Checkout while quiet: it keeps reporting its last status, down.
    await database.monitors.update('m0', { pause: 'paused' });
    await quietHoursItem.setValue({ enabled: false, from: '22:00', to: '07:00' });
    await notifyStatusChanges(await openWorkerDatabase(database.name), now + 2 * MINUTE);
    expect(shown().map((n) => [n.title, n.message])).toEqual([
      ['During quiet hours', '2 went down and 1 still down'],
    ]);
  });

  it('turned off meanwhile: what they held is still summed up, not told one by one', async () => {
    await quietHoursItem.setValue({
      enabled: true,
      from: localClock(now - 60 * MINUTE),
      to: localClock(now + 60 * MINUTE),
    });
    await confirmDown(['Checkout', 'Search'], now);
    await quietHoursItem.setValue({ enabled: false, from: '22:00', to: '07:00' });
    await notifyStatusChanges(await openWorkerDatabase(database.name), now + 2 * MINUTE);
    expect(shown().map((n) => [n.title, n.message])).toEqual([
      ['During quiet hours', '2 went down and 2 still down'],
    ]);
  });
});
