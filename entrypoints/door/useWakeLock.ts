import { useEffect, useState } from 'preact/hooks';

export type WakeLockState = 'held' | 'released' | 'unsupported';

/**
 * Keeps the screen on while the door view is visible, so the QR is still there when the queue
 * reaches the scanner. The browser drops the lock whenever the page is hidden, so it is asked for
 * again each time the page becomes visible. Refused or unsupported: the ticket still shows.
 */
export function useWakeLock(): WakeLockState {
  const supported = 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'released' : 'unsupported');
  useEffect(() => {
    if (!supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        sentinel = await navigator.wakeLock.request('screen');
        if (stopped) return void sentinel.release();
        setState('held');
        sentinel.addEventListener('release', () => setState('released'));
      } catch {
        setState('released'); // e.g. battery saver, or a headless browser
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, [supported]);
  return state;
}
