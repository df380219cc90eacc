import { useEffect } from 'preact/hooks';
import { ThisSite } from '../../components/ThisSite';
import { popupActions } from './actions';
import { useSeries } from './useSeries';
import type { ThisSiteData } from './useThisSite';

export interface ThisSiteContainerProps {
  site: ThisSiteData;
  /** Ids of monitors with a write not sent yet (the popup's cache). */
  unsent: ReadonlySet<string>;
}

/** Binds the "This site" strip to its monitor's uptime and the popup's actions. */
export function ThisSiteContainer({ site, unsent }: ThisSiteContainerProps) {
  const { page, monitor } = site;
  const series = useSeries();
  const monitorId = monitor?.id;
  useEffect(() => {
    if (monitorId) series.show([monitorId]);
  }, [monitorId, series.show]);
  // Its line is kept while the cache is read, so the list below does not move when it fills.
  if (monitor === undefined) return <p class="this-site-reading" aria-busy="true" />;
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
