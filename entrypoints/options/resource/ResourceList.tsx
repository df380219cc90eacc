import { useMemo, useState } from 'preact/hooks';
import { hrefTo } from '../useHashRoute';
import type { ResourceSpec } from './spec';

export interface ResourceListProps<Row> {
  spec: ResourceSpec<Row>;
  rows: Row[];
  unsent: Set<string>;
  failed: Set<string>;
}

/** Search and sort over the cached records; a row links to its detail view. */
export function ResourceList<Row>({ spec, rows, unsent, failed }: ResourceListProps<Row>) {
  const [search, setSearch] = useState('');
  const [sortBy, setSortBy] = useState(-1); // -1 = name
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const matching = rows.filter(
      (row) => !needle || spec.searchText(row).toLowerCase().includes(needle),
    );
    const keyOf = (row: Row) =>
      sortBy < 0 ? spec.nameOf(row) : (spec.columns[sortBy]?.value(row) ?? '');
    return matching.sort((a, b) =>
      String(keyOf(a)).localeCompare(String(keyOf(b)), undefined, { numeric: true }),
    );
  }, [rows, search, sortBy, spec]);

  return (
    <div class="resource-list">
      <div class="list-tools">
        <input
          type="search"
          aria-label={`Search ${spec.title.toLowerCase()}`}
          placeholder="Search"
          value={search}
          onInput={(e) => setSearch(e.currentTarget.value)}
        />
        <label>
          Sort by{' '}
          <select value={sortBy} onChange={(e) => setSortBy(Number(e.currentTarget.value))}>
            <option value={-1}>Name</option>
            {spec.columns.map((column, index) => (
              <option key={column.label} value={index}>
                {column.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <table data-testid={`list-${spec.key}`}>
        <thead>
          <tr>
            <th scope="col">Name</th>
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
              <tr key={id} data-testid="record-row">
                <td>
                  <a href={hrefTo(spec.key, id)}>{spec.nameOf(row)}</a>
                  {failed.has(id) && <span class="badge badge-failed"> failed</span>}
                  {!failed.has(id) && unsent.has(id) && (
                    <span class="badge badge-pending"> not sent yet</span>
                  )}
                </td>
                {spec.columns.map((column) => (
                  <td key={column.label}>{column.value(row)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {shown.length === 0 && (
        <p class="muted">
          {rows.length ? 'Nothing matches.' : `No ${spec.title.toLowerCase()} yet.`}
        </p>
      )}
    </div>
  );
}
