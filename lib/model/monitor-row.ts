import type { Monitor } from './monitoring/types';
import { wordsOf } from './name-words';
import { naturalSortKey } from './natural-key';
import type { MonitorRank, MonitorRow } from './rows';
import { webOrigin } from './site';

function rankOf(monitor: Pick<Monitor, 'status' | 'pause'>): MonitorRank {
  if (monitor.pause === 'paused') return 1;
  if (monitor.status === 'down') return 0;
  if (monitor.status === 'up') return 3;
  return 2;
}

/** The row for a monitor; a fingerprint carried over from a stored row is cleared (rows.ts). */
export function toMonitorRow(monitor: Monitor): MonitorRow {
  return {
    ...monitor,
    rank: rankOf(monitor),
    nameKey: monitor.name.toLowerCase(),
    sortKey: naturalSortKey(monitor.name),
    fp: undefined,
    origin: webOrigin(monitor.uri) ?? undefined,
    nameWords: wordsOf(monitor.name),
  };
}
