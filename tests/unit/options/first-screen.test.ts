import { afterEach, describe, expect, it } from 'vitest';
import { monitorsSpec } from '../../../entrypoints/options/resources/monitors';
import { readOptionsFirstScreen } from '../../../entrypoints/options/section-shell/first-screen';
import {
  firstScreenData,
  readSection,
} from '../../../entrypoints/options/section-shell/section-data';
import { readLookups } from '../../../entrypoints/options/section-shell/useLookups';
import { db } from '../../../lib/storage/database';
import { FIRST_PAINT_MONITORS, outboxWrite } from '../support/first-paint-rows';

/*
 * The options page paints the list of monitors' first screen from raw IndexedDB, read before its
 * UI and Dexie have loaded (first-screen.ts); Dexie's reads then take over. They must agree, or
 * the list would change under the user's eyes as they do. The real browser's side is in
 * tests/e2e/options-lists.spec.ts.
 */

async function seed() {
  await db.monitors.bulkPut(FIRST_PAINT_MONITORS);
  await db.categories.bulkPut([
    { id: 'cat_b', name: 'Shop' },
    { id: 'cat_a', name: 'Docs' },
  ] as never);
  await db.uptime.bulkPut([
    { monitorId: 'mon_3', days: [{ date: '2031-03-09', uptime: 99.5 }], fetchedAt: 7 },
    { monitorId: 'mon_1', days: [], fetchedAt: 5 },
  ] as never);
  await db.outbox.bulkAdd([
    outboxWrite(1, { recordId: 'mon_1' }),
    outboxWrite(2, {
      recordId: 'mon_2',
      state: 'failed',
      lastError: { message: 'Name taken' } as never,
    }),
    outboxWrite(3, { recordId: 'mon_4', operation: 'updateMonitor', state: 'needs-confirmation' }),
    outboxWrite(4, { table: 'announcements', recordId: 'ann_1' }),
  ]);
}

afterEach(() => Promise.all(db.tables.map((table) => table.clear())));

/** Dexie's answer for the same first screen: the section's first read and the list's lookups. */
async function dexieFirstScreen() {
  const { categories, uptime } = await readLookups(db, monitorsSpec.lookups?.list);
  return { data: await readSection(monitorsSpec, true), lookups: { categories, uptime } };
}

describe('the options page’s first screen of monitors', () => {
  it('is what Dexie reads for it, whether the count of monitors is kept or not', async () => {
    await seed();
    // Nothing has kept the count yet: both count the table.
    const counted = await readOptionsFirstScreen('#/monitors');
    expect(counted).toBeDefined();
    const read = counted as NonNullable<typeof counted>;
    expect(read.key).toBe(monitorsSpec.key);
    const dexie = await dexieFirstScreen();
    expect(firstScreenData(read)).toEqual(dexie.data);
    expect(read.lookups).toEqual(dexie.lookups);
    expect(dexie.data.rows).toHaveLength(40);
    expect(dexie.data.total).toBe(120);
    // The first read holds every lookup the list's columns read.
    expect(Object.keys(read.lookups).sort()).toEqual(
      [...(monitorsSpec.lookups?.list ?? [])].sort(),
    );

    // A kept count is read, not counted (a wrong one shows where it comes from).
    await db.glanceCounts.put({ name: 'monitorsAll', count: 1234 });
    const kept = await readOptionsFirstScreen('#/monitors');
    expect(kept?.total).toBe(1234);
    expect((await dexieFirstScreen()).data.total).toBe(1234);
  });

  it.each(['', '#/connections', '#/categories', '#/monitors/mon_1', '#/monitors/new'])(
    'is not read for the page %j',
    async (hash) => {
      await seed();
      expect(await readOptionsFirstScreen(hash)).toBeUndefined();
    },
  );

  it('is not read where there is no database yet', async () => {
    await db.delete();
    try {
      expect(await readOptionsFirstScreen('#/monitors')).toBeUndefined();
    } finally {
      await db.open();
    }
  });
});
