import type { ConnectionState } from '../lib/db/connection-state';
import { uiLocale } from '../lib/i18n';
import type { BackgroundStatus } from '../lib/messaging/protocol';
import { strings } from './strings';
import { formatMoment } from './time';

export interface StatusPanelProps {
  status: BackgroundStatus | null;
  error: string | null;
  pollIntervalMinutes: number;
  monitoring: ConnectionState;
  museum: ConnectionState;
}

/**
 * The quiet facts under the glance: how each connection's last contact went, how often Gatehouse
 * looks, and which version this is. "connected" is said only when the last contact worked.
 */
export function StatusPanel({ status, error, pollIntervalMinutes, ...props }: StatusPanelProps) {
  if (error) {
    return (
      <p role="alert" data-testid="status-error">
        {strings.footer.backgroundSilent(error)}
      </p>
    );
  }
  return (
    <p class="status" data-testid="status-panel">
      {strings.footer.monitoring}{' '}
      <span data-testid="status-monitoring">{strings.connection[props.monitoring]}</span>
      {' · '}
      {strings.footer.museum}{' '}
      <span data-testid="status-museum">{strings.connection[props.museum]}</span>
      {' · '}
      <span data-testid="status-interval">{strings.footer.interval(pollIntervalMinutes)}</span>
      {status && (
        <>
          {' · '}
          {strings.appName} <span data-testid="status-version">{status.version}</span>
          <span class="visually-hidden">
            {' · '}
            {strings.footer.started}{' '}
            <span data-testid="status-started">
              {formatMoment(status.startedAt, (at) => at.toLocaleTimeString(uiLocale()))}
            </span>
          </span>
        </>
      )}
    </p>
  );
}
