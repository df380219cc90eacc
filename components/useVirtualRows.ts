import { useLayoutEffect, useRef, useState } from 'preact/hooks';

/** Rows drawn above and below the visible ones, so a quick scroll shows no gap. */
const OVERSCAN = 6;

interface VirtualRow {
  index: number;
  /** Offset from the top of the list, in px. */
  start: number;
}

/**
 * Renders only the rows in view (10,000 monitors without jank). Every row is `rowHeight` tall,
 * so which rows are in view is one division of the scroll offset: no measuring library needed.
 */
export function useVirtualRows(
  count: number,
  rowHeight: number,
  getScrollElement: () => HTMLElement | null,
) {
  const [view, setView] = useState({ top: 0, height: 0 });
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
      // The observer's first call repeats the measure just taken: no second render for it.
      setView((now) => (now.top === top && now.height === height ? now : { top, height }));
    };
    const resize = new ResizeObserver(update);
    resize.observe(element);
    element.addEventListener('scroll', update, { passive: true });
    update();
    const stop = () => {
      resize.disconnect();
      element.removeEventListener('scroll', update);
    };
    watched.current = { element, stop };
  });
  useLayoutEffect(() => () => watched.current?.stop(), []);

  const first = Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN);
  const end = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN);
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
