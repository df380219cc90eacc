import { useEffect, useState } from 'preact/hooks';
import { useLiveQuery } from '../../lib/containers/useLiveQuery';
import type { MonitorRow } from '../../lib/model/rows';
import type { SitePage } from '../../lib/model/site';
import { db } from '../../lib/storage/database';
import { monitorsOfSite } from '../../lib/storage/monitor-lookup';
import { popupActions } from './actions';

export interface ThisSiteData {
  page: SitePage;
  /** The cached monitor of the page's origin, the one most in trouble; null when none. */
  monitor: MonitorRow | null;
}

/**
 * The page in the tab under the popup and its cached monitor, read off the origin index:
 * undefined while it is being read (the popup waits for it with the list, so the strip never
 * pushes the list down after it painted), null for a page that is not http(s) or not readable.
 */
export function useThisSite(): ThisSiteData | null | undefined {
  const [page, setPage] = useState<SitePage | null | undefined>(undefined);
  useEffect(() => {
    void popupActions.activeSitePage().then(setPage);
  }, []);
  const origin = page?.origin ?? null;
  const monitors = useLiveQuery(
    () => (origin ? monitorsOfSite(db, origin) : Promise.resolve([])),
    [origin],
  );
  if (page === undefined || monitors === undefined) return undefined;
  return page && { page, monitor: monitors[0] ?? null };
}
