import { useEffect, useState } from 'preact/hooks';
import { type BackgroundStatus, sendMessage } from '../../lib/messaging/protocol';

/**
 * What the background says about itself (its version), or why it did not answer. Asked once,
 * when `painted` (the list is on screen), so a sleeping service worker never delays the glance.
 */
export function useBackgroundStatus(painted: boolean) {
  const [status, setStatus] = useState<BackgroundStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!painted) return;
    sendMessage('getStatus', {}).then(setStatus, (e: unknown) => setError(String(e)));
  }, [painted]);
  return { status, error };
}
