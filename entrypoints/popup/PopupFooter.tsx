import { useEffect, useState } from 'preact/hooks';
import { StatusPanel } from '../../components/StatusPanel';
import { strings } from '../../components/strings';
import type { ConnectionState } from '../../lib/model/connection-state';
import { pollIntervalMinutesItem } from '../../lib/storage/settings';

export interface PopupFooterProps {
  monitoring: ConnectionState;
  museum: ConnectionState;
  /**
   * Moves the glance to the side panel; answers why it could not, or null. Absent where the
   * glance is already there, or cannot be.
   */
  onKeepOpen?: () => Promise<string | null>;
}

/**
 * How often Gatehouse looks, a connection only when something is wrong with it, and the way to
 * keep the glance open beside pages.
 */
export function PopupFooter({ monitoring, museum, onKeepOpen }: PopupFooterProps) {
  const [interval, setInterval] = useState(pollIntervalMinutesItem.fallback);
  const [keepOpenProblem, setKeepOpenProblem] = useState<string | null>(null);
  useEffect(() => {
    pollIntervalMinutesItem.getValue().then(setInterval);
    return pollIntervalMinutesItem.watch(setInterval);
  }, []);
  return (
    <footer class="popup-footer">
      <StatusPanel pollIntervalMinutes={interval} monitoring={monitoring} museum={museum} />
      {onKeepOpen && (
        <button
          type="button"
          class="link-button keep-open"
          onClick={() => void onKeepOpen().then(setKeepOpenProblem)}
          data-testid="keep-open"
        >
          {strings.keepOpenBesidePages}
        </button>
      )}
      {keepOpenProblem && (
        <p role="alert" class="error keep-open-problem" data-testid="keep-open-problem">
          {keepOpenProblem}
        </p>
      )}
    </footer>
  );
}
