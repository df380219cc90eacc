import type { BackgroundStatus } from '../lib/messaging/protocol';

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
    <dl class="status" data-testid="status-panel">
      <dt>Version</dt>
      <dd data-testid="status-version">{status.version}</dd>
      <dt>Background started</dt>
      <dd data-testid="status-started">{new Date(status.startedAt).toLocaleTimeString()}</dd>
      <dt>Monitoring</dt>
      <dd data-testid="status-monitoring">
        {status.monitoringConfigured ? 'Connected' : 'Not connected'}
      </dd>
      <dt>Museum</dt>
      <dd data-testid="status-museum">{status.museumConfigured ? 'Connected' : 'Not connected'}</dd>
      <dt>Sync</dt>
      <dd data-testid="status-interval">Every {pollIntervalMinutes} min</dd>
    </dl>
  );
}
