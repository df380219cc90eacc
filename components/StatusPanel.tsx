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
  if (QUIET.includes(props.state)) return null;
  return (
    <>
      <span class="status-trouble">
        {props.label} <span data-testid={props.testId}>{strings.connection[props.state]}</span>
      </span>
      {' · '}
    </>
  );
}

/**
 * The quiet line under the glance: how often Gatehouse looks, and a connection only when its
 * last contact did not work ("Museum not reachable"), so trouble stands out and calm reads calm.
 */
export function StatusPanel({ pollIntervalMinutes, ...props }: StatusPanelProps) {
  return (
    <p class="status" data-testid="status-panel">
      <ConnectionNote
        label={strings.footer.monitoring}
        state={props.monitoring}
        testId="status-monitoring"
      />
      <ConnectionNote label={strings.footer.museum} state={props.museum} testId="status-museum" />
      <span data-testid="status-interval">{strings.footer.interval(pollIntervalMinutes)}</span>
    </p>
  );
}
