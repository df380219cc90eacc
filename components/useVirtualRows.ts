import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
} from '@tanstack/virtual-core';
import { useLayoutEffect, useReducer, useState } from 'preact/hooks';

/**
 * Renders only the rows in view (10,000 monitors without jank), with TanStack's
 * framework-free virtualizer; this is the same wiring its React adapter does, for Preact.
 */
export function useVirtualRows(
  count: number,
  rowHeight: number,
  getScrollElement: () => HTMLElement | null,
) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const options = {
    count,
    getScrollElement,
    estimateSize: () => rowHeight,
    overscan: 6,
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    onChange: () => rerender(0),
  };
  const [virtualizer] = useState(() => new Virtualizer<HTMLElement, HTMLElement>(options));
  virtualizer.setOptions({ ...virtualizer.options, ...options });
  useLayoutEffect(() => virtualizer._didMount(), []);
  useLayoutEffect(() => virtualizer._willUpdate());
  return virtualizer;
}
