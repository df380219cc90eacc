import { useEffect, useState } from 'preact/hooks';
import { ThisSite } from '../../components/ThisSite';
import { useLiveQuery } from '../../lib/containers/useLiveQuery';
import type { SitePage } from '../../lib/model/site';
import { db } from '../../lib/storage/database';
import { monitorsOfSite } from '../../lib/storage/monitor-lookup';
import { popupActions } from './actions';
import { useSeries } from './useSeries';

export interface ThisSiteContainerProps {
  /** Ids of monitors with a write not sent yet (the popup's cache). */
  unsent: ReadonlySet<string>;
}

/**
 * The page in the tab under the popup: nothing for a page that is not http(s) or that Gatehouse
 * may not read; else its cached monitor, read off the origin index, or the offer to add one.
 */
export function ThisSiteContainer({ unsent }: ThisSiteContainerProps) {
  const [page, setPage] = useState<SitePage | null>(null);
  useEffect(() => {
    void popupActions.activeSitePage().then(setPage);
  }, []);
  const origin = page?.origin ?? null;
  const monitors = useLiveQuery(
    () => (origin ? monitorsOfSite(db, origin) : Promise.resolve([])),
    [origin],
  );
  const monitor = monitors?.[0] ?? null;
  const series = useSeries();
  const monitorId = monitor?.id;
  useEffect(() => {
    if (monitorId) series.show([monitorId]);
  }, [monitorId, series.show]);
  // Until the cache is read, the offer would flash before the status it gives way to.
  if (!page || !monitors) return null;
  return (
    <ThisSite
      page={page}
      monitor={monitor}
      uptime={monitorId ? series.data.uptime.get(monitorId) : undefined}
      unsent={monitorId ? unsent.has(monitorId) : false}
      onOpen={(id) => void popupActions.openMonitor(id)}
      onMonitor={() => popupActions.monitorSite(page)}
    />
  );
}
