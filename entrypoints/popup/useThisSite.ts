import { useEffect, useState } from 'preact/hooks';
import { useAfterFirstPaint, useLiveQuery } from '../../lib/containers/useLiveQuery';
import type { MonitorRow } from '../../lib/model/rows';
import type { SitePage } from '../../lib/model/site';
import { popupActions } from './actions';
import { loadLiveReads } from './usePopupData';

export interface ThisSiteData {
  page: SitePage;
  /**
   * The cached monitor of the page's origin, the one most in trouble; null when none; undefined
   * until the cache is read (after the first paint: the strip keeps its line meanwhile).
   */
  monitor: MonitorRow | null | undefined;
}

/**
 * The page in the tab under the popup and its cached monitor, read off the origin index:
 * undefined while the tab is being asked (the popup waits for that with the list, so the strip
 * never pushes the list down after it painted), null for a page that is not http(s) or not
 * readable. `asked`: the page as the popup's first read found it (usePopupData.ts
 * readFirstScreen), so the first render need not wait for the tab; else it is asked here.
 */
export function useThisSite(asked?: SitePage | null): ThisSiteData | null | undefined {
  const [page, setPage] = useState<SitePage | null | undefined>(asked);
  useEffect(() => {
    if (asked === undefined) void popupActions.activeSitePage().then(setPage);
  }, []);
  const origin = page?.origin ?? null;
  const live = useAfterFirstPaint(loadLiveReads);
  const monitors = useLiveQuery(
    live && (() => (origin ? live.monitorsOfSite(live.db, origin) : Promise.resolve([]))),
    [origin],
  );
  if (page === undefined) return undefined;
  return page && { page, monitor: monitors && (monitors[0] ?? null) };
}
