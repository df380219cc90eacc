import { useMemo, useState } from 'preact/hooks';
import { hrefTo } from '../useHashRoute';
import { initialListView, type ListView, rowsInView } from './list-view';
import type { ResourceSpec } from './spec';
import type { LookupData } from './useLookups';

export interface ResourceListProps<Row> {
  spec: ResourceSpec<Row>;
  rows: Row[];
  lookups: LookupData;
  unsent: Set<string>;
  failed: Set<string>;
}

/** Search, filters and sort over the cached records; a row links to its detail view. */
export function ResourceList<Row>({ spec, rows, lookups, unsent, failed }: ResourceListProps<Row>) {
  const [view, setView] = useState<ListView>(() => initialListView(spec));
  const shown = useMemo(() => rowsInView(spec, rows, lookups, view), [rows, lookups, view, spec]);
  const change = (patch: Partial<ListView>) => setView((old) => ({ ...old, ...patch }));
  const title = spec.title.toLowerCase();

  return (
    <div class="resource-list">
      <div class="list-tools">
        <input
          type="search"
          aria-label={`Search ${title}`}
          placeholder="Search"
          value={view.search}
          onInput={(e) => change({ search: e.currentTarget.value })}
        />
        {(spec.filters ?? []).map((filter) => (
          <label key={filter.label}>
            {filter.label}{' '}
            <select
              value={view.filters[filter.label]}
              data-testid={`filter-${spec.key}-${filter.label.toLowerCase()}`}
              onChange={(e) =>
                change({ filters: { ...view.filters, [filter.label]: e.currentTarget.value } })
              }
            >
              {filter.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label>
          Sort by{' '}
          <select value={view.sortBy} onChange={(e) => change({ sortBy: e.currentTarget.value })}>
            <option value="">{spec.nameLabel ?? 'Name'}</option>
            {spec.columns.map((column) => (
              <option key={column.label} value={column.label}>
                {column.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Order{' '}
          <select
            value={view.descending ? 'desc' : 'asc'}
            onChange={(e) => change({ descending: e.currentTarget.value === 'desc' })}
          >
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        </label>
      </div>
      <table data-testid={`list-${spec.key}`}>
        <thead>
          <tr>
            <th scope="col">{spec.nameLabel ?? 'Name'}</th>
            {spec.columns.map((column) => (
              <th scope="col" key={column.label}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => {
            const id = spec.idOf(row);
            return (
              <tr key={id} data-testid="record-row" data-record-id={id}>
                <td>
                  <a href={hrefTo(spec.key, id)}>{spec.nameOf(row)}</a>
                  {failed.has(id) && <span class="badge badge-failed"> failed</span>}
                  {!failed.has(id) && unsent.has(id) && (
                    <span class="badge badge-pending"> not sent yet</span>
                  )}
                </td>
                {spec.columns.map((column) => (
                  <td key={column.label}>{column.value(row, lookups)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {shown.length === 0 && (
        <p class="muted">{rows.length ? 'Nothing matches.' : `No ${title} yet.`}</p>
      )}
    </div>
  );
}
