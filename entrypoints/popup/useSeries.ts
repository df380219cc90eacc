import { useCallback, useState } from 'preact/hooks';
import { useLiveQuery } from '../../components/useLiveQuery';
import { db } from '../../lib/db/database';
import { seriesFor } from '../../lib/db/queries';
import { sendMessage } from '../../lib/messaging/protocol';

export interface SeriesData {
  responseTimes: Map<string, number[]>;
  uptime: Map<string, number>;
}

/**
 * Charts for the rows on screen: shown from IndexedDB at once, and the background is asked to
 * fetch the missing or old ones, which then appear by themselves (liveQuery).
 */
export function useSeries() {
  const [ids, setIds] = useState<string[]>([]);
  const rows = useLiveQuery(() => seriesFor(db, ids), [ids.join()]);
  const show = useCallback((visible: string[]) => {
    setIds(visible);
    if (visible.length > 0)
      sendMessage('loadSeries', { monitorIds: visible }).catch(() => undefined);
  }, []);
  const data: SeriesData = {
    responseTimes: new Map(
      (rows?.times ?? []).map((row) => [row.monitorId, row.samples.map((s) => s.responseTime)]),
    ),
    uptime: new Map(
      (rows?.uptime ?? [])
        .filter((row) => row.days.length > 0)
        .map((row) => [
          row.monitorId,
          row.days.reduce((sum, day) => sum + day.uptime, 0) / row.days.length,
        ]),
    ),
  };
  return { show, data };
}
