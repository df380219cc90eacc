import { useEffect, useState } from 'preact/hooks';
import type { ConnectionState } from '../lib/db/connection-state';
import { type BackgroundStatus, sendMessage } from '../lib/messaging/protocol';
import { pollIntervalMinutesItem } from '../lib/settings';
import { StatusPanel } from './StatusPanel';

export interface PopupFooterProps {
  monitoring: ConnectionState;
  museum: ConnectionState;
}

/**
 * Connection and version facts. The version comes from the background, asked for after the list
 * has painted, so a sleeping service worker never delays the glance.
 */
export function PopupFooter({ monitoring, museum }: PopupFooterProps) {
  const [status, setStatus] = useState<BackgroundStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [interval, setInterval] = useState(pollIntervalMinutesItem.fallback);
  useEffect(() => {
    sendMessage('getStatus', {}).then(setStatus, (e: unknown) => setError(String(e)));
    pollIntervalMinutesItem.getValue().then(setInterval);
    return pollIntervalMinutesItem.watch(setInterval);
  }, []);
  return (
    <footer class="popup-footer">
      <StatusPanel
        status={status}
        error={error}
        pollIntervalMinutes={interval}
        monitoring={monitoring}
        museum={museum}
      />
    </footer>
  );
}
