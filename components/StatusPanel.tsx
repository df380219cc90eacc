import type { ConnectionState } from '../lib/model/connection-state';
import { strings } from './strings';

export interface StatusPanelProps {
  pollIntervalMinutes: number;
  monitoring: ConnectionState;
  museum: ConnectionState;
}

/**
 * Nothing to say about a connection whose last contact worked, one the user never set up, or
 * one not tried while the browser is offline (the headline says "Offline" once, for both).
 */
const QUIET: readonly ConnectionState[] = ['connected', 'not-set-up', 'offline'];

function ConnectionNote(props: { label: string; state: ConnectionState; testId: string }) {
  return (
    <span class="status-trouble">
      {props.label} <span data-testid={props.testId}>{strings.connection[props.state]}</span>
    </span>
  );
}

/**
 * Whether Gatehouse looks every few minutes: once a connection has answered, or keeps trying one
 * that stopped answering. Not before anything is set up, nor while the browser is offline or the
 * first look is still under way: "Updates every 5 minutes" would promise what is not happening.
 */
const looks = (state: ConnectionState) => !['not-set-up', 'offline', 'connecting'].includes(state);

/**
 * The quiet line under the glance: how often Gatehouse looks, and a connection only when its
 * last contact did not work ("Museum not reachable"), so trouble stands out and calm reads calm.
 * Nothing at all while there is nothing true to say (the first-run screen says what to do).
 */
export function StatusPanel({ pollIntervalMinutes, ...props }: StatusPanelProps) {
  const { monitoring, museum } = props;
  const troubled = [
    { key: 'monitoring', label: strings.footer.monitoring, state: monitoring },
    { key: 'museum', label: strings.footer.museum, state: museum },
  ].filter(({ state }) => !QUIET.includes(state));
  const parts = [
    ...troubled.map(({ key, label, state }) => (
      <ConnectionNote key={key} label={label} state={state} testId={`status-${key}`} />
    )),
    (looks(monitoring) || looks(museum)) && (
      <span key="interval" data-testid="status-interval">
        {strings.footer.interval(pollIntervalMinutes)}
      </span>
    ),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p class="status" data-testid="status-panel">
      {parts.map((part, i) => (i === 0 ? part : [' · ', part]))}
    </p>
  );
}
