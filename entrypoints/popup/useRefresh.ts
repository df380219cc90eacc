import type { RefObject } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import { sendMessage } from '../../lib/messaging/protocol';

/** The refresh button: spins until the background's sync round is over. */
export function useRefresh() {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    sendMessage('refresh', {})
      .catch(() => undefined) // the header shows the sync's own result from IndexedDB
      .finally(() => setRefreshing(false));
  };
  return { refreshing, refresh };
}

/** `/` jumps to the search box, as in most list UIs. */
export function useSlashFocus(target: RefObject<HTMLInputElement | null>) {
  // A layout effect, run as the first render commits: the page's other effects wait for its
  // first frame on screen (render-page.ts), and a key pressed as soon as the popup shows counts.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing =
        event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
      if (event.key === '/' && !typing) {
        event.preventDefault();
        target.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [target]);
}
