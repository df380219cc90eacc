import { afterEach, beforeEach, expect, it } from 'vitest';
import type { RecordOf } from '../../../lib/model/resources';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { openIncidents } from '../../../lib/storage/queries';

let database: GatehouseDatabase;
beforeEach(() => {
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
});
afterEach(() => database.delete());

const incident = (n: number, status: string) =>
  ({
    id: `inc_${n}`,
    status,
    monitorId: `mon_${n}`,
    startedAt: new Date(Date.UTC(2031, 0, 1, 0, n)).toISOString(),
  }) as RecordOf<'incidents'>;

it('counts every open incident but reads only the newest few', async () => {
  // Open at even minutes, resolved at odd ones; the newest of all is resolved.
  await database.incidents.bulkPut(
    Array.from({ length: 41 }, (_, n) => incident(n, n % 2 ? 'resolved' : 'open')).concat(
      incident(59, 'resolved'),
    ),
  );
  const { count, newest } = await openIncidents(database, 3);
  expect(count).toBe(21);
  expect(newest.map((row) => row.id)).toEqual(['inc_40', 'inc_38', 'inc_36']);
  expect((await openIncidents(database)).newest).toHaveLength(21);
});
