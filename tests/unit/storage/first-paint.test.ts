import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_FILTER } from '../../../lib/model/monitor-filter';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { readDoorFirstPaint } from '../../../lib/storage/door-first-paint';
import { FIRST_PAINT_INDEXES, readPopupFirstPaint } from '../../../lib/storage/first-paint';
import { monitorWindow } from '../../../lib/storage/monitor-window';
import { type GlanceQuery, popupGlance } from '../../../lib/storage/popup-glance';
import { DATABASE_NAME, NATIVE_SCHEMA_VERSION, SCHEMA_VERSION } from '../../../lib/storage/schema';
import { SCHEMA_V1 } from '../../../lib/storage/schema-versions';
import { doorView } from '../../../lib/storage/ticket-queries';
import { FIRST_PAINT_MONITORS, outboxWrite } from '../support/first-paint-rows';
import { boughtTicket } from '../support/tickets';

// The raw reader opens the database by its one name; each test file has its own fake IndexedDB.
let database: GatehouseDatabase | undefined;
afterEach(async () => {
  await database?.delete();
  database = undefined;
});

const TODAY = '2031-03-10';
const FIRST_ROWS = 40;

/** A database with something in every store the popup's glance reads. */
async function seededDatabase() {
  const seeded = new GatehouseDatabase();
  await seeded.monitors.bulkPut(FIRST_PAINT_MONITORS);
  await seeded.categories.bulkPut([
    { id: 'cat_b', name: 'Shop' },
    { id: 'cat_a', name: 'Docs' },
  ] as never);
  await seeded.syncState.bulkPut(
    ['monitors', 'incidents', 'museumHours'].map((resource, n) => ({
      resource,
      lastSuccessAt: 1000 + n,
      lastAttemptAt: 1000 + n,
      lastError: null,
      consecutiveFailures: 0,
      notBefore: 0,
      warning: n === 0 ? '2 monitors could not be read: mon_1, mon_7' : null,
    })),
  );
  await seeded.incidents.bulkPut(
    Array.from({ length: 7 }, (_, n) => ({
      id: `inc_${n}`,
      monitorId: `mon_${n}`,
      status: n % 3 === 0 ? 'closed' : 'open',
      startedAt: `2031-03-0${n + 1}T10:00:00Z`,
    })) as never,
  );
  await seeded.museumHours.put({ date: TODAY, open: '10:00', close: '18:00' } as never);
  await seeded.timedResumes.put({ monitorId: 'mon_3', resumeAt: 5000 });
  await seeded.tickets.bulkPut([
    { ...boughtTicket('later', TODAY), createdAt: 9 },
    { ...boughtTicket('first', TODAY), createdAt: 2 },
    { ...boughtTicket('pending', TODAY), state: 'pending' },
    boughtTicket('tomorrow', '2031-03-11'),
  ]);
  await seeded.outbox.bulkAdd([
    outboxWrite(1, { recordId: 'mon_1', account: 'monitoring:me' }),
    outboxWrite(2, {
      recordId: 'mon_2',
      state: 'failed',
      lastError: { message: 'Name taken' } as never,
    }),
    // Waits behind the refused write of the same record.
    outboxWrite(3, { recordId: 'mon_2', operation: 'updateMonitor' }),
    outboxWrite(4, { recordId: 'mon_9', account: 'monitoring:someone-else' }),
    outboxWrite(5, {
      table: 'announcements',
      recordId: 'ann_1',
      state: 'needs-confirmation',
      payload: { title: 'Planned work' },
    }),
  ]);
  return seeded;
}

/**
 * What Dexie's queries answer for the first screen, but for the counts the raw read leaves to them:
 * the monitors it has not read are not counted (first-paint.ts).
 */
async function dexieFirstScreen(query: GlanceQuery) {
  if (!database) throw new Error('no database');
  const window = await monitorWindow(database, NO_FILTER, new Map(), 0, FIRST_ROWS);
  const notCounted = { count: window.rows.length, monitorCount: window.rows.length };
  return {
    glance: { ...(await popupGlance(database, query)), monitorCount: notCounted.monitorCount },
    window: { ...window, count: notCounted.count },
  };
}

/** Upgrades the database with raw IndexedDB, as another release's opener would. */
function upgradeRaw(version: number, change: (upgrade: IDBTransaction) => void) {
  return new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(DATABASE_NAME, version);
    request.onupgradeneeded = () => request.transaction && change(request.transaction);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
  });
}

const glanceQuery = (accounts: GlanceQuery['accounts']): GlanceQuery => ({
  today: TODAY,
  accounts,
  incidentsShown: 3,
});

describe('the popup first paint, read without Dexie', () => {
  it('shows what Dexie reads: the first rows in list order and the glance, but for the monitor count', async () => {
    database = await seededDatabase();
    for (const accounts of [null, { monitoring: 'monitoring:me', museum: null }]) {
      const query = glanceQuery(accounts);
      const raw = await readPopupFirstPaint(query, FIRST_ROWS);
      expect(raw).toEqual(await dexieFirstScreen(query));
      // Not a vacuous match: every case seededDatabase() wrote is there.
      expect(raw?.window.rows).toHaveLength(FIRST_ROWS);
      expect(raw?.window.rows[0]?.status).toBe('down');
      expect(raw?.glance.downCount).toBeGreaterThan(0);
      expect(raw?.glance.blocked.map((b) => [b.recordName, b.waiting])).toEqual([
        ['us-2', 1],
        ['Planned work', 0],
      ]);
      expect(raw?.glance.incidents.newest.map((i) => i.id)).toEqual(['inc_5', 'inc_4', 'inc_2']);
      expect(raw?.glance.todayTickets.map((t) => t.ticketId)).toEqual(['first', 'later']);
    }
    const signedIn = await readPopupFirstPaint(
      glanceQuery({ monitoring: 'monitoring:me', museum: null }),
      FIRST_ROWS,
    );
    expect(signedIn?.glance.awaitingSignIn).toEqual({
      count: 1,
      accounts: ['monitoring:someone-else'],
    });
  });

  it('steps only over the open incidents it shows, however many resolved ones are newer', async () => {
    database = new GatehouseDatabase();
    await database.incidents.bulkPut([
      { id: 'inc_open', monitorId: 'mon_1', status: 'open', startedAt: '2031-01-01T10:00:00Z' },
      ...Array.from({ length: 2000 }, (_, n) => ({
        id: `inc_${n}`,
        monitorId: 'mon_2',
        status: 'resolved',
        startedAt: new Date(Date.UTC(2031, 1, 1) + n * 60_000).toISOString(),
      })),
    ] as never);
    const steps = vi.spyOn(IDBCursor.prototype, 'continue');
    const query = glanceQuery(null);
    const raw = await readPopupFirstPaint(query, FIRST_ROWS);
    expect(raw?.glance.incidents).toEqual({
      count: 1,
      newest: [expect.objectContaining({ id: 'inc_open' })],
    });
    expect(steps.mock.calls.length, 'the first paint').toBeLessThanOrEqual(query.incidentsShown);
    steps.mockClear();
    expect(await dexieFirstScreen(query)).toEqual(raw);
    expect(steps.mock.calls.length, "Dexie's live query").toBeLessThanOrEqual(query.incidentsShown);
    steps.mockRestore();
  });

  it('reads an empty database as Dexie does', async () => {
    database = new GatehouseDatabase();
    await database.open();
    const query = glanceQuery(null);
    expect(await readPopupFirstPaint(query, FIRST_ROWS)).toEqual(await dexieFirstScreen(query));
  });

  it('on first run (no database yet) reads nothing and creates nothing', async () => {
    expect(await readPopupFirstPaint(glanceQuery(null), FIRST_ROWS)).toBeNull();
    expect(await readDoorFirstPaint(TODAY, null)).toBeNull();
    expect(await indexedDB.databases()).not.toContainEqual(
      expect.objectContaining({ name: DATABASE_NAME }),
    );
    // Dexie then creates it with its schema, as if nothing had looked.
    database = new GatehouseDatabase();
    await database.monitors.put(FIRST_PAINT_MONITORS[0] as never);
    expect(database.verno).toBe(SCHEMA_VERSION);
  });

  it('leaves a database of an older version to the upgrade, and never holds the upgrade up', async () => {
    const old = new Dexie(DATABASE_NAME);
    old.version(1).stores(SCHEMA_V1);
    await old.table('monitors').put({ id: 'm1', name: 'Checkout', rank: 0, nameKey: 'checkout' });
    old.close();
    expect(await readPopupFirstPaint(glanceQuery(null), FIRST_ROWS)).toBeNull();

    // Read while the background's Dexie upgrades it: the upgrade finishes, and the read either
    // waited for it (and shows the upgraded rows) or stepped aside.
    database = new GatehouseDatabase();
    const [raw] = await Promise.all([
      readPopupFirstPaint(glanceQuery(null), FIRST_ROWS),
      database.open(),
    ]);
    expect(database.verno).toBe(SCHEMA_VERSION);
    if (raw) expect(raw.window.rows.map((row) => row?.name)).toEqual(['Checkout']);
    expect((await readPopupFirstPaint(glanceQuery(null), FIRST_ROWS))?.window.rows).toHaveLength(1);
  });

  it('reads a newer release’s database that has its stores as it reads its own, and one without them not at all', async () => {
    database = await seededDatabase();
    const query = glanceQuery({ monitoring: 'monitoring:me', museum: null });
    const own = await readPopupFirstPaint(query, FIRST_ROWS);
    database.close();
    // The newer release's opener: a store more, at a higher version (lib/storage/worker-database.ts).
    await upgradeRaw(NATIVE_SCHEMA_VERSION + 10, (upgrade) =>
      upgrade.db.createObjectStore('futureStore'),
    );
    expect(own).not.toBeNull();
    expect(await readPopupFirstPaint(query, FIRST_ROWS)).toEqual(own);
    await upgradeRaw(NATIVE_SCHEMA_VERSION + 20, (upgrade) =>
      upgrade.db.deleteObjectStore('glanceCounts'),
    );
    expect(await readPopupFirstPaint(query, FIRST_ROWS)).toBeNull();
  });

  it("reads only stores and indexes Dexie's schema declares, at its version", async () => {
    database = new GatehouseDatabase();
    await database.open();
    const raw = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(DATABASE_NAME);
      request.onsuccess = () => resolve(request.result);
    });
    expect(raw.version).toBe(NATIVE_SCHEMA_VERSION);
    for (const [store, indexes] of Object.entries(FIRST_PAINT_INDEXES)) {
      const declared = raw.transaction(store).objectStore(store).indexNames;
      for (const index of indexes) expect(declared.contains(index), `${store}.${index}`).toBe(true);
    }
    raw.close();
  });
});

describe('the door first paint, read without Dexie', () => {
  const png = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });

  it('shows what Dexie reads: the ticket asked for or the next one, its image and price', async () => {
    database = new GatehouseDatabase();
    await database.tickets.bulkPut([
      boughtTicket('past', '2031-03-01'),
      boughtTicket('soon', '2031-03-12'),
      { ...boughtTicket('event', '2031-03-20'), eventId: 'ev_1' },
      { ...boughtTicket('local-1', '2031-03-15'), state: 'queued' } as never,
    ]);
    await database.ticketImages.bulkPut(
      ['soon', 'event'].map((ticketId) => ({ ticketId, png, cachedAt: 1, decodedText: ticketId })),
    );
    await database.events.put({
      eventId: 'ev_1',
      name: 'Night',
      location: 'Hall',
      eventDescription: '',
      dates: ['2031-03-20'],
      price: 12,
    });
    await database.outbox.add(
      outboxWrite(1, { table: 'tickets', recordId: 'local-1', operation: 'buyTicket' }),
    );
    for (const wanted of [null, 'event', 'local-1', 'no-such-ticket']) {
      const raw = await readDoorFirstPaint(TODAY, wanted);
      expect(raw, `wanted ${wanted}`).toEqual(await doorView(database, TODAY, wanted));
    }
    const first = await readDoorFirstPaint(TODAY, null);
    expect(first?.ticket?.ticketId).toBe('soon');
    expect(first?.image?.decodedText).toBe('soon');
    expect((await readDoorFirstPaint(TODAY, 'event'))?.price).toBe(12);
    expect([...(first?.queued.keys() ?? [])]).toEqual(['local-1']);
  });
});
