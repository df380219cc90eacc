import { useCallback, useState } from 'preact/hooks';
import { useAfterFirstPaint, useLiveQuery } from '../../lib/containers/useLiveQuery';
import { sendMessage } from '../../lib/messaging/protocol';
import { type MeasuredUptime, measuredUptime } from '../../lib/model/uptime';
import { loadLiveReads } from './usePopupData';

export interface SeriesData {
  responseTimes: Map<string, number[]>;
  /** null: loaded, but not enough data for a figure. */
  uptime: Map<string, MeasuredUptime | null>;
}

/**
 * Charts for the rows on screen: shown from IndexedDB at once, and the background is asked to
 * fetch the missing or old ones, which then appear by themselves (liveQuery).
 */
export function useSeries() {
  const [ids, setIds] = useState<string[]>([]);
  const live = useAfterFirstPaint(loadLiveReads);
  const rows = useLiveQuery(live && (() => live.seriesFor(live.db, ids)), [ids.join()]);
  const show = useCallback((visible: string[]) => {
    setIds(visible);
    if (visible.length > 0)
      sendMessage('loadSeries', { monitorIds: visible }).catch(() => undefined);
  }, []);
  const data: SeriesData = {
    responseTimes: new Map(
      (rows?.times ?? []).map((row) => [row.monitorId, row.samples.map((s) => s.responseTime)]),
    ),
    uptime: new Map((rows?.uptime ?? []).map((row) => [row.monitorId, measuredUptime(row.days)])),
  };
  return { show, data };
}
