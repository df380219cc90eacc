import type { OverallState } from '../lib/model/overall-state';
import { glanceHeadline, glanceReason, syncedText, writesText } from './glance-words';
import { Icon, RecentChangesIcon, RefreshIcon, SettingsIcon } from './icons';
import { strings } from './strings';

export interface GlanceHeaderProps {
  state: OverallState;
  lastSuccessAt: number | null;
  /** The latest sync failed: "Synced just now" alone would hide it. */
  lastTryFailed: boolean;
  /** Nothing is set up: there is nothing to refresh. */
  canRefresh: boolean;
  now: number;
  waiting: number;
  failed: number;
  /** What the last good sync of monitors could not read, in words; null when it read all. */
  warning: string | null;
  refreshing: boolean;
  onRefresh: () => void;
  outboxHref: string;
  settingsHref: string;
  /**
   * The options page's Recent changes. An icon beside the settings', not a line of the footer: a
   * footer of two lines cost the glance half a row at 400×600.
   */
  recentChangesHref: string;
  /** Named in the settings button's tooltip once the background has said it. */
  version: string | null;
}

/** What is down, and how fresh that claim is — in words and colour. */
export function GlanceHeader(props: GlanceHeaderProps) {
  const { state } = props;
  const writes = writesText(props.waiting, props.failed);
  const synced = syncedText(state, props.lastSuccessAt, props.lastTryFailed, props.now);
  const reason = glanceReason(state, props.warning);
  return (
    <header class={`glance glance-${state.kind}`} data-testid="glance">
      <div class="glance-main">
        <span class="glance-dot" aria-hidden="true" />
        <h1 class="glance-state" data-testid="overall-state">
          {glanceHeadline(state, props.lastSuccessAt !== null)}
        </h1>
        {props.canRefresh && (
          <button
            type="button"
            class={`icon-button refresh${props.refreshing ? ' spinning' : ''}`}
            onClick={props.onRefresh}
            disabled={props.refreshing}
            aria-label={props.refreshing ? strings.refreshing : strings.refresh}
            title={strings.refresh}
            data-testid="refresh"
          >
            <Icon icon={RefreshIcon} />
          </button>
        )}
        <a
          class="icon-button"
          href={props.recentChangesHref}
          target="_blank"
          rel="noreferrer"
          title={strings.recentChanges}
          aria-label={strings.recentChanges}
          data-testid="recent-changes-link"
        >
          <Icon icon={RecentChangesIcon} />
        </a>
        <a
          class="icon-button"
          href={props.settingsHref}
          target="_blank"
          rel="noreferrer"
          title={props.version ? strings.settingsTitle(props.version) : strings.settings}
          aria-label={strings.settings}
          data-testid="settings-link"
        >
          <Icon icon={SettingsIcon} />
        </a>
      </div>
      {reason && (
        <p class="glance-why" data-testid="glance-why">
          {reason}
        </p>
      )}
      <p class="glance-meta">
        {synced && <span data-testid="last-synced">{synced}</span>}
        {writes && (
          <a
            href={props.outboxHref}
            target="_blank"
            rel="noreferrer"
            data-testid="pending-writes"
            class={props.failed ? 'failed' : ''}
          >
            {writes}
          </a>
        )}
      </p>
    </header>
  );
}
