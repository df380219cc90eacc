import { useEffect, useRef, useState } from 'preact/hooks';
import { BackgroundTroubleNote } from '../../components/BackgroundTroubleNote';
import { FirstRun } from '../../components/FirstRun';
import { GlanceHeader } from '../../components/GlanceHeader';
import { IncidentStrip } from '../../components/IncidentStrip';
import { MonitorFilters } from '../../components/MonitorFilters';
import { MonitorList } from '../../components/MonitorList';
import { MuseumStrip } from '../../components/MuseumStrip';
import { ShowOrSay } from '../../components/ShowOrSay';
import { strings } from '../../components/strings';
import { TodayTicketCard } from '../../components/tickets/TodayTicketCard';
import { useNow } from '../../components/time';
import { UndoNotice } from '../../components/UndoNotice';
import { WriteAlerts } from '../../components/WriteAlerts';
import { useBackground } from '../../lib/containers/useBackground';
import { connectionState, lastContactFailed } from '../../lib/model/connection-state';
import { NO_FILTER, narrows } from '../../lib/model/monitor-filter';
import { doorPath } from '../../lib/model/monitor-link';
import { overallState } from '../../lib/model/overall-state';
import { canOpenBesidePages } from '../../lib/platform/side-panel';
import { isMuted } from '../../lib/storage/settings';
import { demoAddress, popupActions } from './actions';
import { BulkPauseContainer } from './BulkPauseContainer';
import type { FirstScreen } from './first-screen';
import { LazyTicketWallet } from './LazyTicketWallet';
import { MonitorRowContainer } from './MonitorRowContainer';
import { PopupFooter } from './PopupFooter';
import { ThisSiteContainer } from './ThisSiteContainer';
import { usePauseWithUndo } from './usePauseWithUndo';
import { useMonitorWindow, useOnline, usePopupCache, usePopupSettings } from './usePopupData';
import { useRefresh, useSlashFocus } from './useRefresh';
import { useSeries } from './useSeries';
import { useThisSite } from './useThisSite';

const SETTINGS_HREF = '/options.html';

export interface AppProps {
  /**
   * Where the glance is drawn: the toolbar popup, or the side panel / sidebar pinned beside pages
   * (entrypoints/sidepanel/), tall and narrow, whose list takes the height it is given.
   */
  layout: 'popup' | 'panel';
  /** What main.tsx read before rendering (first-screen.ts), if it did. */
  firstScreen?: FirstScreen;
}

/** The glance: what is down, open incidents, the museum. The popup and the side panel show it. */
export function App({ layout, firstScreen }: AppProps) {
  const settings = usePopupSettings(firstScreen);
  const cache = usePopupCache(settings.accounts, firstScreen);
  const online = useOnline();
  const now = useNow();
  const [filter, setFilter] = useState(NO_FILTER);
  const searchRef = useRef<HTMLInputElement>(null);
  // Kept here: trying the demo switches the connection for a moment, which unmounts FirstRun.
  const [demoProblem, setDemoProblem] = useState<string | null>(null);
  const { refreshing, refresh } = useRefresh();
  const series = useSeries();
  const pausing = usePauseWithUndo();
  const background = useBackground(cache !== undefined);
  useSlashFocus(searchRef);
  const list = useMonitorWindow(filter, pausing.held, firstScreen);
  const site = useThisSite(firstScreen?.site);
  const ready = cache !== undefined && list !== undefined && site !== undefined;
  useEffect(() => {
    // Benchmarks and tests wait for this: the list has painted from IndexedDB.
    document.body.classList.toggle('loaded', ready);
  }, [ready]);
  if (!cache || !list || site === undefined) {
    return (
      <main class={layout} aria-busy="true">
        <BackgroundTroubleNote trouble={background.trouble} titled />
      </main>
    );
  }

  const state = overallState({
    configured: settings.configured,
    online,
    monitorsSync: cache.monitorsSync,
    downCount: cache.downCount,
    intervalMinutes: settings.intervalMinutes,
    now,
    backgroundStopped: background.trouble !== null,
  });
  const resumes = new Map(cache.resumes.map((r) => [r.monitorId, r.resumeAt]));
  const monitoring = connectionState(settings.configured, cache.monitorsSync, online);
  const museum = connectionState(settings.museumConfigured, cache.museumSync, online);
  const firstSync = state.kind === 'first-sync';

  return (
    <main class={layout}>
      <GlanceHeader
        state={state}
        lastSuccessAt={cache.monitorsSync?.lastSuccessAt ?? null}
        lastTryFailed={lastContactFailed(monitoring)}
        canRefresh={settings.configured || settings.museumConfigured}
        now={now}
        waiting={cache.outbox.waiting}
        failed={cache.outbox.failed}
        warning={cache.monitorsSync?.warning ?? null}
        refreshing={refreshing}
        onRefresh={refresh}
        outboxHref={`${SETTINGS_HREF}#/outbox`}
        settingsHref={SETTINGS_HREF}
        recentChangesHref={`${SETTINGS_HREF}#/timeline`}
        version={background.status?.version ?? null}
      />
      <BackgroundTroubleNote trouble={background.trouble} titled={false} />
      {/* On a ticket's day, the visitor at the door opens the popup for this first. */}
      <TodayTicketCard
        tickets={cache.todayTickets}
        onShowAtDoor={(ticketId) => void popupActions.openDoor(ticketId)}
      />
      <WriteAlerts
        blocked={cache.blocked}
        awaitingSignIn={cache.awaitingSignIn}
        fixHref={(write) =>
          `${SETTINGS_HREF}#/${write.table}/${encodeURIComponent(write.recordId)}`
        }
        settingsHref={`${SETTINGS_HREF}#/connections`}
        onDiscard={(seq) => void popupActions.discardWrite(seq)}
      />
      {state.kind === 'setup' || state.kind === 'signed-out' ? (
        <FirstRun
          kind={state.kind}
          settingsHref={SETTINGS_HREF}
          onTryDemo={
            state.kind === 'setup' && demoAddress
              ? () => void popupActions.tryDemo(!settings.museumConfigured).then(setDemoProblem)
              : undefined
          }
          demoProblem={demoProblem}
        />
      ) : (
        <>
          {site && (
            <ShowOrSay what={strings.thisSite.region}>
              <ThisSiteContainer site={site} unsent={cache.unsent} />
            </ShowOrSay>
          )}
          <MonitorFilters
            filter={filter}
            categories={cache.categories}
            onChange={setFilter}
            searchRef={searchRef}
          />
          <BulkPauseContainer
            categories={cache.categories}
            filter={filter}
            listedCount={narrows(filter) ? list.monitors.length : null}
            resumes={cache.resumes}
            now={now}
          />
          <MonitorList
            monitors={list.monitors}
            onRange={list.onRange}
            emptyText={
              cache.monitorCount
                ? strings.noMatches
                : cache.monitorsSync?.lastSuccessAt
                  ? strings.noMonitors
                  : strings.notSyncedYet
            }
            loading={firstSync}
            scrollKey={JSON.stringify(filter)}
            onVisible={series.show}
            onOpen={(monitor) => void popupActions.openMonitor(monitor.id)}
            renderRow={(monitor) => (
              <ShowOrSay what={strings.shown.monitor}>
                <MonitorRowContainer
                  monitor={monitor}
                  series={series.data}
                  resumeAt={resumes.get(monitor.id)}
                  snoozedUntil={
                    isMuted(settings.mutes, monitor.id, now)
                      ? (settings.mutes[monitor.id] ?? 0)
                      : null
                  }
                  pending={cache.unsent.has(monitor.id)}
                  onTogglePause={pausing.toggle}
                />
              </ShowOrSay>
            )}
          />
          {pausing.notice && (
            <UndoNotice
              message={
                pausing.notice.refused ??
                (pausing.notice.paused ? strings.pausedNotice : strings.resumedNotice)(
                  pausing.notice.name,
                )
              }
              name={pausing.notice.name}
              onUndo={pausing.notice.refused ? undefined : pausing.undo}
              onDismiss={pausing.dismiss}
            />
          )}
          {/* Until incidents have synced once, "no open incidents" would be a guess. */}
          {(cache.incidentsSync?.lastSuccessAt || cache.incidents.count > 0) && (
            <ShowOrSay what={strings.shown.incidents}>
              <IncidentStrip
                open={cache.incidents.newest}
                count={cache.incidents.count}
                incidentHref={(id) => `${SETTINGS_HREF}#/incidents/${encodeURIComponent(id)}`}
                allHref={`${SETTINGS_HREF}#/incidents`}
                onComment={popupActions.comment}
              />
            </ShowOrSay>
          )}
        </>
      )}
      {settings.museumConfigured && (
        <ShowOrSay what={strings.shown.museum}>
          <MuseumStrip today={cache.hours} hoursSync={cache.museumSync} online={online}>
            {(hoursKnown) => (
              <LazyTicketWallet
                ticketHref={doorPath}
                limit={3}
                moreHref={`${SETTINGS_HREF}#/tickets`}
                canBuy={hoursKnown}
                buyHref={`${SETTINGS_HREF}#/tickets/buy`}
              />
            )}
          </MuseumStrip>
        </ShowOrSay>
      )}
      <PopupFooter
        monitoring={monitoring}
        museum={museum}
        onKeepOpen={
          layout === 'popup' && canOpenBesidePages() ? popupActions.keepOpenBesidePages : undefined
        }
      />
    </main>
  );
}
