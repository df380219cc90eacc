import { useRef, useState } from 'preact/hooks';
import { monitorState } from '../lib/model/monitor-state';
import { statusWord } from '../lib/model/monitor-status';
import type { MonitorRow } from '../lib/model/rows';
import { type SitePage, siteMonitorName } from '../lib/model/site';
import type { MeasuredUptime } from '../lib/model/uptime';
import { strings } from './strings';
import { thisSiteSentence } from './uptime-text';

export interface ThisSiteProps {
  page: SitePage;
  /** The cached monitor watching the page's origin, the one most in trouble; null when none. */
  monitor: MonitorRow | null;
  /** undefined until its series is read; null when it has too little data for a figure. */
  uptime?: MeasuredUptime | null;
  /** Its create (or a change) is still queued. */
  unsent: boolean;
  onOpen: (monitorId: string) => void;
  /** Resolves to a message for the user, or null once the new monitor is queued. */
  onMonitor: () => Promise<string | null>;
}

/** The site's monitor, in one line that opens it. */
function SiteStatus({ monitor, uptime, unsent, onOpen }: ThisSiteProps & { monitor: MonitorRow }) {
  const state = monitorState(monitor);
  return (
    <button
      type="button"
      class={`this-site-status status-${state}`}
      title={strings.thisSite.open}
      onClick={() => onOpen(monitor.id)}
      data-testid="this-site-status"
    >
      <span class="glance-dot" aria-hidden="true" />
      <span>{thisSiteSentence(statusWord(state), uptime)}</span>
      {unsent && <span class="not-sent">{strings.notOnServer}</span>}
    </button>
  );
}

/**
 * "Monitor this site", then a confirm step naming the monitor to add: one click never adds two
 * (the button is gone once the queued monitor is cached, and ignores clicks while it is sent).
 */
function MonitorOffer({ page, onMonitor }: ThisSiteProps) {
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  async function add() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const said = await onMonitor();
    sending.current = false;
    setBusy(false);
    setProblem(said);
  }

  if (!confirming)
    return (
      <p class="this-site-offer">
        <span class="muted">{strings.thisSite.unmonitored(new URL(page.origin).host)}</span>
        <button type="button" onClick={() => setConfirming(true)} data-testid="monitor-this-site">
          {strings.thisSite.monitor}
        </button>
      </p>
    );
  return (
    <div class="this-site-confirm">
      <p>{strings.thisSite.confirm(siteMonitorName(page), page.origin)}</p>
      {problem && (
        <p role="alert" class="error">
          {problem}
        </p>
      )}
      <p class="this-site-actions">
        <button
          type="button"
          class="button"
          onClick={add}
          disabled={busy}
          data-testid="this-site-add"
        >
          {strings.thisSite.add}
        </button>
        <button type="button" class="link-button" onClick={() => setConfirming(false)}>
          {strings.cancel}
        </button>
      </p>
    </div>
  );
}

/** The page in the current tab: its monitor's status, or an offer to monitor it. */
export function ThisSite(props: ThisSiteProps) {
  return (
    <section class="this-site" aria-label={strings.thisSite.region} data-testid="this-site">
      {props.monitor ? (
        <SiteStatus {...props} monitor={props.monitor} />
      ) : (
        <MonitorOffer {...props} />
      )}
    </section>
  );
}
