import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { notifyStatusChanges } from '../../../../lib/background/notifications/notify';
import { GatehouseDatabase } from '../../../../lib/storage/database';
import { notificationMutesItem, notificationsEnabledItem } from '../../../../lib/storage/settings';
import { openWorkerDatabase } from '../../../../lib/storage/worker-database';
import { setBrowserLanguage } from '../../support/fake-i18n';
import { pullMonitors, serverMonitor } from '../../support/monitor-pull';

const now = Date.parse('2026-11-23T12:00:00Z');
const MINUTE = 60_000;
let database: GatehouseDatabase;
let create: ReturnType<typeof vi.fn>;

const monitor = (id: string, name: string, status: 'up' | 'down') =>
  serverMonitor(id, name, status);

/**
 * Syncs in which both monitors were seen with these statuses; a change needs two in a row. They
 * are in different categories: changes of one sync and category make one notification
 * (notify-groups.test.ts).
 */
async function syncsSeeing(statuses: Record<string, 'up' | 'down'>, times = 1) {
  const rows = [
    { ...monitor('m1', 'Checkout', statuses.m1 ?? 'up'), category: 'shop' },
    { ...monitor('m2', 'Search', statuses.m2 ?? 'up'), category: 'site' },
  ];
  for (let sync = 0; sync < times; sync++) {
    await pullMonitors(database, rows, now);
    await notifyStatusChanges(await openWorkerDatabase(database.name), now);
  }
}

/** The titles of the desktop notifications the user was shown. */
const titles = () => create.mock.calls.map(([, options]) => (options as { title: string }).title);
/** The titles as read: names are isolated (lib/model/bidi.ts), which the test below checks. */
const shown = () => titles().map((title) => title.replace(/[\u2068\u2069]/g, ''));

beforeEach(async () => {
  fakeBrowser.reset();
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
  create = vi.fn().mockResolvedValue('id');
  fakeBrowser.notifications.create = create as never;
  await notificationsEnabledItem.setValue(true);
  await syncsSeeing({ m1: 'up', m2: 'up' }); // the baseline: first sightings announce nothing
});
afterEach(() => database.delete());

describe('notifyStatusChanges with alerts snoozed', () => {
  it('holds back the notification of a snoozed monitor going down, and sends the others', async () => {
    await notificationMutesItem.setValue({ m1: now + 60 * MINUTE });
    await syncsSeeing({ m1: 'down', m2: 'down' }, 2);
    expect(shown()).toEqual(['Search is down']);
  });

  it('sends it once the snooze has run out', async () => {
    await notificationMutesItem.setValue({ m1: now - MINUTE });
    await syncsSeeing({ m1: 'down' }, 2);
    expect(shown()).toEqual(['Checkout is down']);
  });

  it('holds back the recovery too while snoozed "until turned back on"', async () => {
    await syncsSeeing({ m1: 'down' }, 2);
    await notificationMutesItem.setValue({ m1: 0 });
    await syncsSeeing({ m1: 'up' }, 2);
    expect(shown()).toEqual(['Checkout is down']);
  });

  it('sends nothing at all while notifications are off', async () => {
    await notificationsEnabledItem.setValue(false);
    await syncsSeeing({ m1: 'down', m2: 'down' }, 2);
    expect(shown()).toEqual([]);
  });
});

describe("notifications in the browser's language", () => {
  afterEach(() => setBrowserLanguage('en-US'));

  it('tells a German user in German what went down and what came back', async () => {
    setBrowserLanguage('de-DE');
    await syncsSeeing({ m1: 'down' }, 2);
    await syncsSeeing({ m1: 'up' }, 2);
    // Both syncs of each kind ran at one instant here: the shortest outage words can say.
    expect(shown()).toEqual([
      'Checkout ist gestört',
      'Checkout ist wieder OK (war weniger als eine Minute gestört)',
    ]);
    const [, first] = create.mock.calls[0] ?? [];
    expect(first).toMatchObject({ message: 'Von zwei Prüfungen in Folge bestätigt.' });
  });
});

describe('notifyStatusChanges: what the notifications offer and say', () => {
  /** Syncs five minutes apart, after the baseline, seeing m1 with these statuses. */
  async function syncsEveryFiveMinutes(statuses: ('up' | 'down')[]) {
    for (const [sync, status] of statuses.entries()) {
      const at = now + (sync + 1) * 5 * MINUTE;
      await pullMonitors(database, [monitor('m1', 'Payments API', status)], at);
      await notifyStatusChanges(await openWorkerDatabase(database.name), at);
    }
  }
  const options = () => create.mock.calls.map(([, given]) => given as Record<string, unknown>);
  afterEach(() => setBrowserLanguage('en-US'));

  it('a "down" notification carries the Open and Pause 1 h buttons; a recovery none', async () => {
    await syncsEveryFiveMinutes(['down', 'down', 'up', 'up']);
    const [down, up] = options();
    expect(down?.buttons).toEqual([{ title: 'Open' }, { title: 'Pause 1 h' }]);
    expect(up?.buttons).toBeUndefined();
  });

  it('the recovery says how long the monitor was down', async () => {
    await syncsEveryFiveMinutes(['down', 'down', 'down', 'up', 'up']);
    expect(shown()).toEqual(['Payments API is down', 'Payments API is up again after 15 min down']);
  });

  it('an earlier outage the server resolved shortly before does not lend the recovery its length', async () => {
    // Resolved twenty minutes before this outage was seen, after three hours down.
    await database.incidents.put({
      id: 'inc-earlier',
      monitorId: 'm1',
      startedAt: new Date(now - 200 * MINUTE).toISOString(),
      resolvedAt: new Date(now - 20 * MINUTE).toISOString(),
    } as never);
    await syncsEveryFiveMinutes(['down', 'down', 'down', 'up', 'up']);
    expect(shown().at(-1)).toBe('Payments API is up again after 15 min down');
  });

  it('in German too', async () => {
    setBrowserLanguage('de');
    await syncsEveryFiveMinutes(['down', 'down', 'up', 'up']);
    expect(shown().at(-1)).toBe('Payments API ist wieder OK (war 10 Min. gestört)');
  });

  it('isolates the name, so a right-to-left override in a name reorders nothing after it', async () => {
    await syncsEveryFiveMinutes(['down', 'down']);
    expect(titles().at(-1)).toBe('\u2068Payments API\u2069 is down');
  });
});

describe('notifyStatusChanges when the browser or another sync gets in the way', () => {
  it('a notification the browser refuses holds back no other, and is tried again next pass', async () => {
    create.mockImplementation(async (_id: string, options: { title: string }) => {
      if (options.title.startsWith('\u2068Checkout') && create.mock.calls.length === 1)
        throw new Error('notification refused');
      return 'id';
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await syncsSeeing({ m1: 'down', m2: 'down' }, 2);
    expect(shown()).toEqual(['Checkout is down', 'Search is down']); // the first one refused
    expect(await database.statusAnnouncements.count()).toBe(1);
    await notifyStatusChanges(await openWorkerDatabase(database.name), now);
    expect(shown()).toEqual(['Checkout is down', 'Search is down', 'Checkout is down']);
    expect(await database.statusAnnouncements.count()).toBe(0);
  });

  it('announces changes a second sync records while the pass is running', async () => {
    const seen = (m2: 'up' | 'down') => [
      monitor('m1', 'Checkout', 'down'),
      monitor('m2', 'Search', m2),
    ];
    await pullMonitors(database, seen('up'), now);
    await pullMonitors(database, seen('up'), now);
    // While the first announcement is being shown, a second sync confirms Search down too; its
    // own pass finds this one running.
    let second: Promise<unknown> | undefined;
    create.mockImplementationOnce(async () => {
      await pullMonitors(database, seen('down'), now);
      await pullMonitors(database, seen('down'), now);
      second = notifyStatusChanges(await openWorkerDatabase(database.name), now);
      return 'id';
    });
    await notifyStatusChanges(await openWorkerDatabase(database.name), now);
    await second;
    expect(shown()).toEqual(['Checkout is down', 'Search is down']);
  });
});
