import { useMemo, useState } from 'preact/hooks';
import { clipped } from '../../../components/clipped';
import { ShowOrSay } from '../../../components/ShowOrSay';
import { hrefTo } from '../useHashRoute';
import { cellText, initialListView, type ListView, rowsInView } from './list-view';
import type { ResourceSpec } from './spec';
import type { LookupData } from './useLookups';

export interface ResourceListProps<Row> {
  spec: ResourceSpec<Row>;
  rows: Row[];
  lookups: LookupData;
  unsent: Set<string>;
  failed: Set<string>;
}

interface RecordRowProps<Row> {
  spec: ResourceSpec<Row>;
  row: Row;
  id: string;
  lookups: LookupData;
  state: 'failed' | 'unsent' | null;
}

/** One record's row: its own component, so a value that cannot be drawn fails only this row. */
function RecordRow<Row>({ spec, row, id, lookups, state }: RecordRowProps<Row>) {
  const name = spec.nameOf(row);
  return (
    <tr data-testid="record-row" data-record-id={id}>
      <td>
        <a class="record-name" href={hrefTo(spec.key, id)} title={name}>
          {clipped(name)}
        </a>
        {state === 'failed' && <span class="badge badge-failed"> failed</span>}
        {state === 'unsent' && <span class="badge badge-pending"> not sent yet</span>}
      </td>
      {spec.columns.map((column) => (
        <td key={column.label}>{cellText(column.value(row, lookups))}</td>
      ))}
    </tr>
  );
}

/** Search, filters and sort over the cached records; a row links to its detail view. */
export function ResourceList<Row>({ spec, rows, lookups, unsent, failed }: ResourceListProps<Row>) {
  const [view, setView] = useState<ListView>(() => initialListView(spec));
  const shown = useMemo(() => rowsInView(spec, rows, lookups, view), [rows, lookups, view, spec]);
  const change = (patch: Partial<ListView>) => setView((old) => ({ ...old, ...patch }));
  const title = spec.title.toLowerCase();
  const stateOf = (id: string) => (failed.has(id) ? 'failed' : unsent.has(id) ? 'unsent' : null);

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
              <ShowOrSay
                key={id}
                what={`This ${spec.singular}`}
                as="tr"
                columns={spec.columns.length + 1}
              >
                <RecordRow spec={spec} row={row} id={id} lookups={lookups} state={stateOf(id)} />
              </ShowOrSay>
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
