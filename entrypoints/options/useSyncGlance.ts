import { useEffect, useState } from 'preact/hooks';
import { useNow } from '../../components/time';
import { useLiveQuery } from '../../lib/containers/useLiveQuery';
import { useOnline } from '../../lib/containers/useOnline';
import { useStorageItem } from '../../lib/containers/useStorageItem';
import { connectionState, lastContactFailed } from '../../lib/model/connection-state';
import { overallState } from '../../lib/model/overall-state';
import { awaitAll } from '../../lib/storage/await-all';
import { db } from '../../lib/storage/database';
import { downMonitorCount, outboxCounts } from '../../lib/storage/queries';
import {
  connectionItems,
  effectiveConnections,
  isConfigured,
  pollIntervalMinutesItem,
} from '../../lib/storage/settings';

/** Whether the monitoring connection is set up, kept current as Connections changes it. */
function useMonitoringConfigured() {
  const [configured, setConfigured] = useState<boolean>();
  useEffect(() => {
    const load = () =>
      void effectiveConnections().then((read) => setConfigured(isConfigured(read.monitoring)));
    load();
    const stops = connectionItems.map((item) => item.watch(load));
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  return configured;
}

/**
 * The popup's glance for the options page's header, from the same facts through the same
 * overallState (lib/model/overall-state.ts), live as the background syncs and sends.
 */
export function useSyncGlance(backgroundStopped: boolean) {
  const online = useOnline();
  const now = useNow();
  const intervalMinutes = useStorageItem(pollIntervalMinutesItem);
  const configured = useMonitoringConfigured();
  const data = useLiveQuery(() =>
    awaitAll({
      monitorsSync: db.syncState.get('monitors'),
      downCount: downMonitorCount(db),
      outbox: outboxCounts(db),
    }),
  );
  if (!data || intervalMinutes === undefined || configured === undefined)
    return { now, glance: null };
  const { monitorsSync, downCount, outbox } = data;
  const state = overallState({
    configured,
    online,
    monitorsSync,
    downCount,
    intervalMinutes,
    now,
    backgroundStopped,
  });
  const glance = {
    state,
    lastSuccessAt: monitorsSync?.lastSuccessAt ?? null,
    lastTryFailed: lastContactFailed(connectionState(configured, monitorsSync, online)),
    warning: monitorsSync?.warning ?? null,
    ...outbox,
  };
  return { now, glance };
}
