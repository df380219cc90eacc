import type { OverallState } from '../lib/model/overall-state';
import { Icon, RefreshIcon, SettingsIcon } from './icons';
import { strings } from './strings';
import { clockTime, timeAgo } from './time';

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
  /** Named in the settings button's tooltip once the background has said it. */
  version: string | null;
}

/** States in which the pages show what an earlier sync saved, if any. */
const FAILING = new Set<OverallState['kind']>([
  'background-stopped',
  'offline',
  'unreachable',
  'not-answering',
  'sync-failing',
]);

function headline(state: OverallState, saved: boolean) {
  if (state.kind === 'down') return strings.overall.down(state.count);
  if (state.kind === 'rate-limited')
    return strings.overall['rate-limited'](clockTime(state.retryAt));
  const words = strings.overall[state.kind];
  return FAILING.has(state.kind) ? strings.failingGlance(words, saved) : words;
}

/** Why the sync failed, in the failure's own words; else what the last sync left out. */
function why(state: OverallState, warning: string | null) {
  if (state.kind === 'sync-failing' || state.kind === 'not-answering') return state.message;
  return state.kind === 'rate-limited' ? null : warning;
}

/** What is down, and how fresh that claim is — in words and colour. */
export function GlanceHeader(props: GlanceHeaderProps) {
  const { state } = props;
  const writes = props.waiting + props.failed;
  const reason = why(state, props.warning);
  return (
    <header class={`glance glance-${state.kind}`} data-testid="glance">
      <div class="glance-main">
        <span class="glance-dot" aria-hidden="true" />
        <h1 class="glance-state" data-testid="overall-state">
          {headline(state, props.lastSuccessAt !== null)}
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
        {/* Not connected: a sync time left by an earlier connection would claim fresh data.
            Never synced and failing: the headline already says "not synced yet". */}
        {state.kind !== 'setup' && !(FAILING.has(state.kind) && !props.lastSuccessAt) && (
          <span data-testid="last-synced">
            {props.lastSuccessAt
              ? strings.lastSynced(timeAgo(props.lastSuccessAt, props.now))
              : strings.neverSynced}
            {props.lastTryFailed && ` · ${strings.lastTryFailed}`}
          </span>
        )}
        {writes > 0 && (
          <a
            href={props.outboxHref}
            target="_blank"
            rel="noreferrer"
            data-testid="pending-writes"
            class={props.failed ? 'failed' : ''}
          >
            {props.failed
              ? strings.failedWrites(props.failed)
              : strings.pendingWrites(props.waiting)}
          </a>
        )}
      </p>
    </header>
  );
}
