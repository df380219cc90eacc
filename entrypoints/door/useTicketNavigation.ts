import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { hashTicketId } from './ticket-hash';

/** hashTicketId, kept current as the hash changes. */
export function useHashTicketId(): string | null {
  const [id, setId] = useState(hashTicketId);
  useEffect(() => {
    const update = () => setId(hashTicketId());
    addEventListener('hashchange', update);
    // Effects run after the first frame is on screen (render-page.ts): a change before is read here.
    update();
    return () => removeEventListener('hashchange', update);
  }, []);
  return id;
}

/** A horizontal move at least this long (CSS px) and mostly sideways is a swipe. */
const SWIPE_MIN_PX = 50;

/** ←/→ keys anywhere on the page, and horizontal swipes on the returned handlers' element. */
export function useStepControls(step: (by: -1 | 1) => void) {
  const latest = useRef(step);
  latest.current = step;
  // A layout effect, run as the first render commits: the page's other effects wait for its
  // first frame on screen (render-page.ts), and a key pressed as soon as the ticket shows counts.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') latest.current(-1);
      if (event.key === 'ArrowRight') latest.current(1);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const dx = touch.clientX - from.x;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(touch.clientY - from.y))
        return;
      latest.current(dx < 0 ? 1 : -1); // finger moves left: the next ticket comes in from the right
    },
  };
}
