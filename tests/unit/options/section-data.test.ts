import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSection } from '../../../entrypoints/options/section-shell/section-data';
import type { ResourceSpec } from '../../../entrypoints/options/section-shell/spec';
import type { MonitorRow } from '../../../lib/model/rows';
import { db } from '../../../lib/storage/database';

/*
 * The options page reads a large table whole a chunk at a time (section-data.ts readWhole): every
 * record once, in the table's order, whatever its size against the chunk of 5,000, each chunk a
 * request of its own that a closing page need not wait for.
 */

const monitors = { table: 'monitors' } as ResourceSpec<MonitorRow>;
const monitor = (n: number) => ({ id: `mon_${String(n).padStart(6, '0')}`, name: `m${n}` });

afterEach(() => db.monitors.clear());

describe('a whole section', () => {
  it.each([0, 1, 4_999, 5_000, 5_001, 10_000, 12_345])(
    'of %i records is read whole, each once, in the order of their ids',
    async (count) => {
      // Put in reverse, so the order read is the table's and not the order written.
      await db.monitors.bulkPut(
        Array.from({ length: count }, (_, at) => monitor(count - at)) as MonitorRow[],
      );
      const requests = vi.spyOn(IDBObjectStore.prototype, 'getAll');
      const read = await readSection(monitors);
      const monitorRequests = (requests.mock.contexts as IDBObjectStore[]).filter(
        (store) => store.name === 'monitors',
      );
      requests.mockRestore();
      // The last request is the one that comes back short (empty after a whole chunk).
      expect(monitorRequests).toHaveLength(Math.floor(count / 5_000) + 1);
      expect(read.complete).toBe(true);
      expect(read.total).toBe(count);
      expect(read.rows.map((row) => row.id)).toEqual(
        Array.from({ length: count }, (_, at) => monitor(at + 1).id),
      );
    },
  );
});
