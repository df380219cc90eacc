import { toMonitorRow } from '../../../lib/model/monitor-row';
import type { Monitor } from '../../../lib/model/monitoring/schemas-monitors';
import type { OutboxRow } from '../../../lib/model/outbox-row';

/*
 * Rows for the tests that hold a page's raw first read to Dexie's (tests/unit/storage/first-paint
 * and tests/unit/options/first-screen): enough monitors for more than one screen, in every state,
 * paused or not, in two categories.
 */

const STATUSES = ['up', 'down', 'pending', 'up', 'maintenance'];

/** 120 monitors: every fifth of a status, every seventh paused, every fourth in `cat_a`. */
export const FIRST_PAINT_MONITORS = Array.from({ length: 120 }, (_, n) =>
  toMonitorRow({
    id: `mon_${n}`,
    name: `${n % 2 ? 'eu' : 'us'}-${n}`,
    uri: `https://example.com/${n}`,
    status: STATUSES[n % STATUSES.length],
    pause: n % 7 === 0 ? 'paused' : 'active',
    category: n % 4 === 0 ? 'cat_a' : 'cat_b',
  } as unknown as Monitor),
);

/** An outbox row numbered `seq`: a pending pause of `mon_1` unless `row` says otherwise. */
export const outboxWrite = (seq: number, row: Partial<OutboxRow>): OutboxRow => ({
  seq,
  recordKey: `${row.table ?? 'monitors'}:${row.recordId}`,
  table: 'monitors',
  operation: 'pauseMonitor',
  recordId: 'mon_1',
  payload: {},
  state: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: seq,
  ...row,
});
