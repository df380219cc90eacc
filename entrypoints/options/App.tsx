import { useEffect, useRef } from 'preact/hooks';
import { BackgroundTroubleNote } from '../../components/BackgroundTroubleNote';
import { OptionsHeader } from '../../components/options/OptionsHeader';
import { ShowOrSay } from '../../components/ShowOrSay';
import { useBackground } from '../../lib/containers/useBackground';
import { message } from '../../lib/platform/i18n';
import type { SectionFirstScreen } from './section-shell/first-screen';
import { ResourceSection } from './section-shell/ResourceSection';
import { hrefTo } from './section-shell/routes';
import { useHashRoute } from './section-shell/useHashRoute';
import { reportPages, resourceSpecs, settingsPages } from './sections';
import { AdvancedSection } from './sections/AdvancedSection';
import { ConnectionsSection } from './sections/ConnectionsSection';
import { OutboxSection } from './sections/OutboxSection';
import { PrivacySection } from './sections/PrivacySection';
import { RecentChangesSection } from './sections/RecentChangesSection';
import { SyncSection } from './sections/SyncSection';
import { TicketsSection } from './sections/TicketsSection';
import { UptimeReportSection } from './sections/UptimeReportSection';
import { useSyncGlance } from './useSyncGlance';

interface PageProps {
  route: string[];
  takeFirstScreen: (key: string) => SectionFirstScreen | undefined;
}

function Page({ route, takeFirstScreen }: PageProps) {
  const [key = 'connections', id] = route;
  if (key === 'connections') return <ConnectionsSection />;
  if (key === 'sync') return <SyncSection />;
  if (key === 'outbox') return <OutboxSection />;
  if (key === 'timeline') return <RecentChangesSection />;
  if (key === 'advanced') return <AdvancedSection />;
  if (key === 'privacy') return <PrivacySection />;
  if (key === 'tickets') return <TicketsSection buying={id === 'buy'} />;
  if (key === 'uptime-report') return <UptimeReportSection />;
  const spec = resourceSpecs.find((s) => s.key === key);
  if (spec)
    return (
      <ResourceSection key={key} spec={spec} recordId={id} takeFirstScreen={takeFirstScreen} />
    );
  return <p role="alert">{message('optionsNoSuchPage', key)}</p>;
}

export function App({ firstScreen }: { firstScreen?: SectionFirstScreen }) {
  const route = useHashRoute();
  // Read before the page rendered (main.tsx), for the section it opened on, and only for its first
  // render: a section opened later, or again, reads afresh.
  const notHandedOut = useRef(firstScreen);
  const takeFirstScreen = (key: string) => {
    const read = notHandedOut.current;
    notHandedOut.current = undefined;
    return read?.key === key ? read : undefined;
  };
  useEffect(() => {
    notHandedOut.current = undefined;
  }, []);
  const current = route[0] ?? 'connections';
  const { trouble } = useBackground(true);
  const { glance, now } = useSyncGlance(trouble !== null);
  const nav = useRef<HTMLElement>(null);
  // On a phone the navigation is one row that scrolls sideways (style.css): bring the page's link
  // into that row. Only the row moves: scrollIntoView would scroll the page up to it too. Where
  // the whole list shows, the row does not scroll and this moves nothing.
  useEffect(() => {
    const row = nav.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link) return;
    const [shown, wanted] = [row.getBoundingClientRect(), link.getBoundingClientRect()];
    if (wanted.left < shown.left) row.scrollTo({ left: row.scrollLeft + wanted.left - shown.left });
    else if (wanted.right > shown.right)
      row.scrollTo({ left: row.scrollLeft + wanted.right - shown.right });
  }, [current]);
  const link = (key: string, title: string) => (
    <li key={key}>
      <a href={hrefTo(key)} aria-current={current === key ? 'page' : undefined}>
        {title}
      </a>
    </li>
  );
  return (
    <div class="options-layout">
      <OptionsHeader
        title={message('optionsPageTitle')}
        glance={glance}
        now={now}
        outboxHref={hrefTo('outbox')}
      />
      <nav ref={nav} aria-label={message('optionsNavLabel')}>
        <ul>{settingsPages.map((page) => link(page.key, page.title))}</ul>
        <p class="nav-group">{message('optionsNavManage')}</p>
        <ul>
          {resourceSpecs.map((spec) => link(spec.key, spec.title))}
          {link('tickets', message('optionsTickets'))}
          {reportPages.map((page) => link(page.key, page.title))}
        </ul>
      </nav>
      <main class="options">
        <BackgroundTroubleNote trouble={trouble} titled />
        {/* Not keyed by the route: a section keeps its state (following a create) across routes. */}
        <ShowOrSay resetKey={route.join('/')} what={message('shownPage')}>
          <Page route={route} takeFirstScreen={takeFirstScreen} />
        </ShowOrSay>
      </main>
    </div>
  );
}
