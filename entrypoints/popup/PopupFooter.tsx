import { useEffect, useState } from 'preact/hooks';
import { StatusPanel } from '../../components/StatusPanel';
import type { ConnectionState } from '../../lib/model/connection-state';
import { pollIntervalMinutesItem } from '../../lib/storage/settings';

export interface PopupFooterProps {
  monitoring: ConnectionState;
  museum: ConnectionState;
  /** Why the background did not answer; null while it has or may still. */
  backgroundError: string | null;
}

/** How often Gatehouse looks, and a connection only when something is wrong with it. */
export function PopupFooter({ monitoring, museum, backgroundError }: PopupFooterProps) {
  const [interval, setInterval] = useState(pollIntervalMinutesItem.fallback);
  useEffect(() => {
    pollIntervalMinutesItem.getValue().then(setInterval);
    return pollIntervalMinutesItem.watch(setInterval);
  }, []);
  return (
    <footer class="popup-footer">
      <StatusPanel
        error={backgroundError}
        pollIntervalMinutes={interval}
        monitoring={monitoring}
        museum={museum}
      />
    </footer>
  );
}
