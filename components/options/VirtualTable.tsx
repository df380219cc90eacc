import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useVirtualRows } from '../useVirtualRows';
import './virtual-table.css';

interface TableColumn {
  /** What `onSort` gets back: '' for the name column, else the column's label. */
  key: string;
  label: string;
}

export interface VirtualTableProps {
  testId: string;
  columns: readonly TableColumn[];
  sortedBy: string;
  descending: boolean;
  /** A header was clicked (or Enter/Space on it): sort by it, or reverse it if it already is. */
  onSort: (key: string) => void;
  count: number;
  /** One `<tr>` (RecordRow); `index` is its place in the whole list, for aria-rowindex. */
  renderRow: (index: number) => ComponentChildren;
  /** When this changes (a new search, filter or sort), the list starts again at the top. */
  scrollKey: string;
  /** A narrow first column that does not sort: its header (a "select all shown" box). */
  leadingHeader?: ComponentChildren;
}

/** Every row the same height (CSS in virtual-table.css), so the virtualizer can place them. */
const TABLE_ROW_HEIGHT = 36;

/**
 * A table that draws only the rows in view (and a few beyond), however many there are: rows
 * above and below are one spacer row each. Column headers are buttons that sort (aria-sort).
 */
export function VirtualTable(props: VirtualTableProps) {
  const { columns, count, leadingHeader } = props;
  const width = columns.length + (leadingHeader ? 1 : 0);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualRows(count, TABLE_ROW_HEIGHT, () => scroller.current);
  const items = virtualizer.getVirtualItems();
  useEffect(() => virtualizer.scrollToOffset(0), [props.scrollKey]);
  const above = items[0]?.start ?? 0;
  const last = items.at(-1);
  const below = virtualizer.getTotalSize() - (last ? last.start + TABLE_ROW_HEIGHT : 0);
  const spacer = (height: number) =>
    height > 0 && (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row; nothing in it takes focus.
      <tr class="spacer" aria-hidden="true" style={{ height: `${height}px` }}>
        <td colSpan={width} />
      </tr>
    );

  return (
    <div class="table-scroller" ref={scroller} data-testid="list-scroller">
      <table data-testid={props.testId} aria-rowcount={count + 1}>
        <thead>
          <tr aria-rowindex={1}>
            {leadingHeader && (
              <th scope="col" class="select-column">
                {leadingHeader}
              </th>
            )}
            {columns.map((column) => (
              <SortHeader key={column.key} column={column} {...props} />
            ))}
          </tr>
        </thead>
        <tbody>
          {spacer(above)}
          {items.map((item) => props.renderRow(item.index))}
          {spacer(below)}
        </tbody>
      </table>
    </div>
  );
}

function SortHeader({
  column,
  sortedBy,
  descending,
  onSort,
}: { column: TableColumn } & Pick<VirtualTableProps, 'sortedBy' | 'descending' | 'onSort'>) {
  const sorted = column.key === sortedBy;
  return (
    <th
      scope="col"
      aria-sort={sorted ? (descending ? 'descending' : 'ascending') : 'none'}
      class={sorted ? 'sorted' : undefined}
    >
      <button type="button" class="sort-button" onClick={() => onSort(column.key)}>
        {column.label}
        <span class="sort-arrow" aria-hidden="true">
          {sorted ? (descending ? ' ▼' : ' ▲') : ' ↕'}
        </span>
      </button>
    </th>
  );
}
