import { useLayoutEffect, useRef, useState } from 'preact/hooks';

/** Rows drawn above and below the visible ones, so a quick scroll shows no gap. */
const OVERSCAN = 6;

interface VirtualRow {
  index: number;
  /** Offset from the top of the list, in px. */
  start: number;
}

/** The rows a view of the list shows, at least in part: first, and end (exclusive). */
function rowsInView(view: { top: number; height: number }, rowHeight: number): [number, number] {
  return [Math.floor(view.top / rowHeight), Math.ceil((view.top + view.height) / rowHeight)];
}

/**
 * Renders only the rows in view (10,000 monitors without jank). Every row is `rowHeight` tall,
 * so which rows are in view is one division of the scroll offset: no measuring library needed.
 *
 * `expectedHeight`: how tall the scroller may be at most, as its CSS makes it, so the first render
 * already draws every row in view. The real height comes from a ResizeObserver, whose first call
 * lands after the browser's own layout and before the frame paints, and renders again only if
 * rows are missing: reading it in an effect instead would force a layout of its own, and the
 * list would always render twice before its first frame.
 */
export function useVirtualRows(
  count: number,
  rowHeight: number,
  getScrollElement: () => HTMLElement | null,
  expectedHeight = 0,
) {
  const [view, setView] = useState({ top: 0, height: expectedHeight });
  const watched = useRef<{ element: HTMLElement; stop: () => void } | null>(null);

  // The scroller comes and goes with the list (an empty list is a sentence, not a scroller).
  useLayoutEffect(() => {
    const element = getScrollElement();
    if (watched.current?.element === element) return;
    watched.current?.stop();
    watched.current = null;
    if (!element) return;
    const update = () => {
      const { scrollTop: top, clientHeight: height } = element;
      // Every row now in view is drawn already (the list is no taller than expected, or it
      // scrolled within a row): nothing renders again, and the few extra rows stay.
      setView((now) => {
        const [drawnTop, drawnBottom] = rowsInView(now, rowHeight);
        const [nextTop, nextBottom] = rowsInView({ top, height }, rowHeight);
        return nextTop >= drawnTop && nextBottom <= drawnBottom ? now : { top, height };
      });
    };
    const resize = new ResizeObserver(update);
    resize.observe(element);
    element.addEventListener('scroll', update, { passive: true });
    const stop = () => {
      resize.disconnect();
      element.removeEventListener('scroll', update);
    };
    watched.current = { element, stop };
  });
  useLayoutEffect(() => () => watched.current?.stop(), []);

  const [top, bottom] = rowsInView(view, rowHeight);
  const first = Math.max(0, top - OVERSCAN);
  const end = Math.min(count, bottom + OVERSCAN);
  const rows: VirtualRow[] = [];
  for (let index = first; index < end; index++) rows.push({ index, start: index * rowHeight });

  return {
    getVirtualItems: () => rows,
    getTotalSize: () => count * rowHeight,
    scrollToOffset(offset: number) {
      const element = getScrollElement();
      if (element) element.scrollTop = offset;
    },
    /** Scrolls as little as needed to bring the row fully into view. */
    scrollToIndex(index: number) {
      const element = getScrollElement();
      if (!element) return;
      const top = index * rowHeight;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + rowHeight > element.scrollTop + element.clientHeight)
        element.scrollTop = top + rowHeight - element.clientHeight;
    },
  };
}
