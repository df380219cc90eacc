import { type OutboxRow, outboxSummaryOf } from '../model/outbox-row';
import type { RecordOf } from '../model/resources';
import type { MonitorRow, UptimeSeriesRow } from '../model/rows';
import { readOnce } from './first-paint';
import { readGlanceCount } from './glance-counts';
import { answer } from './raw-cursor';
import { MONITOR_ORDER_INDEX } from './schema';

/**
 * The options page's list of monitors, its first screen, read with raw IndexedDB while the page's
 * UI and Dexie are still loading (entrypoints/options/main.tsx), as the popup's first screen is
 * (first-paint.ts): the first `rows` monitors in the list's first order, how many there are, the
 * outbox, and the lookups the list's columns read (categories, known uptime). Dexie's reads of the
 * same (the options page's readSection and readLookups) take over after the first paint with the
 * same answer (tests/unit/options/first-screen.test.ts holds them to it).
 *
 * null: no first screen from here (as readOnce says); the page reads the usual way.
 */
export function readMonitorListFirstPaint(rows: number) {
  return readOnce(['monitors', 'glanceCounts', 'outbox', 'categories', 'uptime'], async (store) => {
    const [firstRows, total, writes, categories, uptime] = await Promise.all([
      answer(
        store('monitors').index(MONITOR_ORDER_INDEX).getAll(null, rows) as IDBRequest<MonitorRow[]>,
      ),
      readGlanceCount(store, 'monitorsAll'),
      answer(store('outbox').getAll() as IDBRequest<OutboxRow[]>),
      answer(store('categories').index('name').getAll() as IDBRequest<RecordOf<'categories'>[]>),
      answer(store('uptime').getAll() as IDBRequest<UptimeSeriesRow[]>),
    ]);
    return {
      rows: firstRows,
      total,
      outbox: writes.filter((write) => write.table === 'monitors'),
      unsent: outboxSummaryOf(writes, 'monitors').unsent,
      lookups: { categories, uptime },
    };
  });
}
