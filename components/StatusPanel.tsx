import type { BackgroundStatus } from '../lib/messaging/protocol';
import { formatMoment } from './time';

export interface StatusPanelProps {
  status: BackgroundStatus | null;
  error: string | null;
  pollIntervalMinutes: number;
}

/** The background's own report: version, when it started, and which APIs are set up. */
export function StatusPanel({ status, error, pollIntervalMinutes }: StatusPanelProps) {
  if (error) {
    return (
      <p role="alert" data-testid="status-error">
        The background service did not answer: {error}. Reload the extension and try again.
      </p>
    );
  }
  if (!status) return <p data-testid="status-loading">Waking the background…</p>;
  return (
    <p class="status" data-testid="status-panel">
      Gatehouse <span data-testid="status-version">{status.version}</span>
      {' · '}Monitoring{' '}
      <span data-testid="status-monitoring">
        {status.monitoringConfigured ? 'Connected' : 'Not connected'}
      </span>
      {' · '}Museum{' '}
      <span data-testid="status-museum">
        {status.museumConfigured ? 'Connected' : 'Not connected'}
      </span>
      {' · '}Sync <span data-testid="status-interval">Every {pollIntervalMinutes} min</span>
      <span class="visually-hidden">
        {' · '}background started{' '}
        <span data-testid="status-started">
          {formatMoment(status.startedAt, (at) => at.toLocaleTimeString())}
        </span>
      </span>
    </p>
  );
}
