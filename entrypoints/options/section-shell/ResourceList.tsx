import { useMemo, useState } from 'preact/hooks';
import { clipped } from '../../../components/clipped';
import { SelectBox } from '../../../components/options/SelectBox';
import { StatusBadge } from '../../../components/options/StatusBadge';
import { VirtualTable } from '../../../components/options/VirtualTable';
import { ShowOrSay } from '../../../components/ShowOrSay';
import { message } from '../../../lib/platform/i18n';
import { BulkEdit } from './BulkEdit';
import {
  cellText,
  initialListView,
  type ListView,
  listCountText,
  recordNouns,
  rowsInView,
} from './list-view';
import { hrefTo } from './routes';
import type { SectionData } from './section-data';
import type { ResourceSpec } from './spec';
import { useListSelection } from './useListSelection';
import type { LookupData } from './useLookups';

export interface ResourceListProps<Row> {
  spec: ResourceSpec<Row>;
  data: SectionData<Row>;
  lookups: LookupData;
  unsent: Set<string>;
  failed: Set<string>;
}

interface RecordRowProps<Row> {
  spec: ResourceSpec<Row>;
  row: Row;
  id: string;
  index: number;
  lookups: LookupData;
  state: 'failed' | 'unsent' | null;
  /** The row's box, when the list has a selection: whether it is ticked, and a click on it. */
  select?: { checked: boolean; onClick: (id: string, on: boolean, range: boolean) => void };
}

/** One record's row: its own component, so a value that cannot be drawn fails only this row. */
function RecordRow<Row>({ spec, row, id, index, lookups, state, select }: RecordRowProps<Row>) {
  const name = spec.nameOf(row);
  return (
    <tr data-testid="record-row" data-record-id={id} aria-rowindex={index + 2}>
      {select && (
        <td class="select-column">
          <SelectBox
            label={message('bulkSelectRow', clipped(name))}
            checked={select.checked}
            onClick={(on, range) => select.onClick(id, on, range)}
          />
        </td>
      )}
      <td>
        <a class="record-name" href={hrefTo(spec.key, id)} title={name}>
          <bdi>{clipped(name)}</bdi>
        </a>
        {state === 'failed' && (
          <span class="badge badge-failed"> {message('listFailedBadge')}</span>
        )}
        {state === 'unsent' && (
          <span class="badge badge-pending"> {message('listUnsentBadge')}</span>
        )}
      </td>
      {spec.columns.map((column) => {
        const text = cellText(column.value(row, lookups));
        return (
          <td key={column.label}>
            {column.tone ? <StatusBadge tone={column.tone(row)} text={text} /> : text}
          </td>
        );
      })}
    </tr>
  );
}

/** Search, filters and sortable headers over the cached records; a row links to its detail. */
export function ResourceList<Row>({ spec, data, lookups, unsent, failed }: ResourceListProps<Row>) {
  const { rows, total, complete } = data;
  const [view, setView] = useState<ListView>(() => initialListView(spec));
  const shown = useMemo(() => rowsInView(spec, rows, lookups, view), [rows, lookups, view, spec]);
  const select = useListSelection(spec, shown);
  const change = (patch: Partial<ListView>) => setView((old) => ({ ...old, ...patch }));
  const sortBy = (key: string) =>
    change({ sortBy: key, descending: view.sortBy === key ? !view.descending : false });
  const nouns = recordNouns(spec);
  const stateOf = (id: string) => (failed.has(id) ? 'failed' : unsent.has(id) ? 'unsent' : null);
  const columns = [
    { key: '', label: spec.nameLabel ?? message('listName') },
    ...spec.columns.map((column) => ({ key: column.label, label: column.label })),
  ];

  return (
    <div class="resource-list">
      <div class="list-tools">
        <input
          type="search"
          aria-label={message('listSearchIn', nouns.many)}
          placeholder={message('listSearch')}
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
        <span class="list-count muted" data-testid="list-count" aria-live="polite">
          {complete
            ? listCountText(spec, view, total, shown.length)
            : message('listReading', [cellText(total), nouns.many])}
        </span>
      </div>
      {select.bulk && (
        <BulkEdit
          spec={{ ...spec, bulk: select.bulk }}
          rows={rows}
          lookups={lookups}
          selection={select.selection}
          selectedShown={select.selectedShown}
          clearSelection={select.clear}
        />
      )}
      <VirtualTable
        testId={`list-${spec.key}`}
        leadingHeader={
          select.bulk && (
            <SelectBox
              label={message('pickerSelectShown', cellText(shown.length))}
              checked={select.shownState === 'all'}
              mixed={select.shownState === 'some'}
              disabled={shown.length === 0}
              onClick={select.toggleShown}
            />
          )
        }
        columns={columns}
        sortedBy={view.sortBy}
        descending={view.descending}
        onSort={sortBy}
        count={shown.length}
        scrollKey={JSON.stringify(view)}
        renderRow={(index) => {
          const row = shown[index] as Row;
          const id = spec.idOf(row);
          return (
            <ShowOrSay
              key={id}
              what={message('listThisRecord', nouns.one)}
              as="tr"
              columns={columns.length + (select.bulk ? 1 : 0)}
            >
              <RecordRow
                spec={spec}
                row={row}
                id={id}
                index={index}
                lookups={lookups}
                state={stateOf(id)}
                select={
                  select.bulk && { checked: select.selection.ids.has(id), onClick: select.click }
                }
              />
            </ShowOrSay>
          );
        }}
      />
      {shown.length === 0 && complete && (
        <p class="muted">
          {total ? message('listNothingMatches') : message('listEmpty', nouns.many)}
        </p>
      )}
    </div>
  );
}
