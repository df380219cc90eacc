import { useEffect, useState } from 'preact/hooks';
import { RecentChangesView } from '../../../components/options/RecentChangesView';
import { useNow } from '../../../components/time';
import { useLiveQuery } from '../../../lib/containers/useLiveQuery';
import {
  lookedAt,
  TIMELINE_KEPT_DAYS,
  type TimelineEntry,
  type TimelineLook,
} from '../../../lib/model/timeline';
import { message } from '../../../lib/platform/i18n';
import { db } from '../../../lib/storage/database';
import { timelineLastLookItem } from '../../../lib/storage/settings';
import { recentChanges } from '../../../lib/storage/timeline-queries';
import { hrefTo } from '../section-shell/routes';

/** Changes read per page: "Show older changes" reads as many more. */
const PAGE_SIZE = 100;

/**
 * When the user last looked, as it was when the view opened: the marks stay while they read.
 * Each answer shown while the page is in view counts as seen, so the next visit marks only what
 * came after it.
 */
function useLastLook(
  answer: { entries: readonly TimelineEntry[] } | undefined,
): TimelineLook | null | undefined {
  const [before, setBefore] = useState<TimelineLook | null | undefined>(undefined);
  useEffect(() => {
    void timelineLastLookItem.getValue().then(setBefore);
  }, []);
  useEffect(() => {
    if (answer === undefined || before === undefined) return;
    const seen = async () => {
      if (document.visibilityState !== 'visible') return;
      const stored = await timelineLastLookItem.getValue();
      await timelineLastLookItem.setValue(lookedAt(stored, answer.entries, Date.now()));
    };
    const onVisible = () => void seen();
    onVisible();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [answer, before === undefined]);
  return before;
}

/** The options page's Recent changes: each up, down, pause and resume, kept for 30 days. */
export function RecentChangesSection() {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [search, setSearch] = useState('');
  const page = useLiveQuery(() => recentChanges(db, limit, search), [limit, search]);
  const lastLook = useLastLook(page);
  const now = useNow();
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">{message('timelineTitle')}</h2>
      <p>{message('timelineIntro', String(TIMELINE_KEPT_DAYS))}</p>
      {page === undefined || lastLook === undefined ? (
        <p aria-busy="true">{message('optionsLoading')}</p>
      ) : (
        <RecentChangesView
          entries={page.entries}
          more={page.more}
          lastLook={lastLook}
          now={now}
          monitorHref={(monitorId) => hrefTo('monitors', monitorId)}
          onShowOlder={() => setLimit((shown) => shown + PAGE_SIZE)}
          search={search}
          onSearch={(text) => {
            setSearch(text);
            setLimit(PAGE_SIZE);
          }}
        />
      )}
    </section>
  );
}
