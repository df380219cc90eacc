import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { MonitorRow } from '../lib/model/rows';
import { strings } from './strings';
import { onTouchScreen } from './touch-screen';
import { useVirtualRows } from './useVirtualRows';

export interface MonitorListProps {
  /** As long as the list; only the rows near the view need be there (an array-like window). */
  monitors: ArrayLike<MonitorRow | undefined>;
  /** The rows in view, overscan included (`end` exclusive), so only those need be read. */
  onRange?: (first: number, end: number) => void;
  emptyText: string;
  /** The first sync is still running: an empty list means "not yet", not "none". */
  loading?: boolean;
  /** When this changes (a new search or filter), the list starts again at the top. */
  scrollKey?: string;
  renderRow: (monitor: MonitorRow) => ComponentChildren;
  /** Ids on screen, so their charts can be loaded lazily. */
  onVisible: (ids: string[]) => void;
  onOpen: (monitor: MonitorRow) => void;
}

/**
 * A row's height: its name and its one line of notes over a 28 px button, with room for the
 * focus ring, so a 600 px popup shows more than eight rows beside incidents and the museum. A
 * fingertip needs 44 px, and so does the narrow glance, whose chart takes a line of its own
 * (entrypoints/popup/style.css, the `glance` container under 350 px).
 */
const rowHeight = () =>
  onTouchScreen() || (typeof matchMedia === 'function' && matchMedia('(max-width: 349px)').matches)
    ? TALL_ROW
    : DENSE_ROW;
const DENSE_ROW = 34;
const TALL_ROW = 44;
/** The popup's list at its tallest (`.monitor-scroller` in entrypoints/popup/style.css). */
const EXPECTED_LIST_HEIGHT = 330;

function focusRow(list: HTMLElement | null, index: number) {
  list?.querySelector<HTMLElement>(`[data-index="${index}"] .monitor-open`)?.focus();
}

/** Down first, virtualized; ↑/↓ move between rows and Enter opens one. */
export function MonitorList({
  monitors,
  emptyText,
  loading = false,
  scrollKey = '',
  renderRow,
  onVisible,
  onRange,
  onOpen,
}: MonitorListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const height = rowHeight();
  const virtualizer = useVirtualRows(
    monitors.length,
    height,
    () => scroller.current,
    EXPECTED_LIST_HEIGHT,
  );
  const items = virtualizer.getVirtualItems();
  const visibleKey = items.map((item) => monitors[item.index]?.id).join();

  useEffect(() => {
    onVisible(items.flatMap((item) => monitors[item.index]?.id ?? []));
  }, [visibleKey]);
  useEffect(() => virtualizer.scrollToOffset(0), [scrollKey]);
  const first = items[0]?.index ?? 0;
  const end = (items.at(-1)?.index ?? -1) + 1;
  useEffect(() => onRange?.(first, end), [first, end]);

  function onKeyDown(event: KeyboardEvent) {
    const current = Number(
      (event.target as HTMLElement).closest('[data-index]')?.getAttribute('data-index') ?? -1,
    );
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = Math.max(
        0,
        Math.min(monitors.length - 1, current + (event.key === 'ArrowDown' ? 1 : -1)),
      );
      virtualizer.scrollToIndex(next);
      requestAnimationFrame(() => focusRow(scroller.current, next));
    } else if (
      event.key === 'Enter' &&
      current >= 0 &&
      (event.target as HTMLElement).classList.contains('monitor-open')
    ) {
      event.preventDefault();
      const monitor = monitors[current];
      if (monitor) onOpen(monitor);
    }
  }

  if (monitors.length === 0 && loading)
    return (
      <p class="empty" aria-busy="true" data-testid="monitor-list-loading">
        {strings.firstSyncBody}
      </p>
    );
  if (monitors.length === 0)
    return (
      <p class="empty" data-testid="monitor-list-empty">
        {emptyText}
      </p>
    );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys bubble up from the row buttons inside; the scroller itself is not a control.
    <div class="monitor-scroller" ref={scroller} onKeyDown={onKeyDown} data-testid="monitor-list">
      <ul class="monitor-list" style={{ height: `${virtualizer.getTotalSize()}px` }}>
        {items.map((item) => {
          const monitor = monitors[item.index];
          if (!monitor) return null;
          return (
            <li
              key={monitor.id}
              data-index={item.index}
              style={{ top: `${item.start}px`, height: `${height}px` }}
            >
              {renderRow(monitor)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
