import { countText } from '../../../components/options/counts';
import { nounWords } from '../../../lib/model/resource-noun-words';
import { resourceNouns } from '../../../lib/model/resource-nouns';
import { message } from '../../../lib/platform/i18n';
import { matchesOf, type SearchIndex, searchIndexOf } from './search-index';
import type { ResourceSpec } from './spec';
import type { LookupData } from './useLookups';

/** What the list shows: the search text, each filter's choice, and the sort. */
export interface ListView {
  search: string;
  filters: Record<string, string>;
  /** A column label, or '' for the name. */
  sortBy: string;
  descending: boolean;
}

export function initialListView<Row>(spec: ResourceSpec<Row>): ListView {
  return {
    search: '',
    filters: Object.fromEntries((spec.filters ?? []).map((f) => [f.label, f.initial])),
    sortBy: spec.defaultSort?.column ?? '',
    descending: spec.defaultSort?.descending ?? false,
  };
}

/** One collator for every sort: localeCompare with options builds a new one per comparison. */
const collator = new Intl.Collator(undefined, { numeric: true });

export function compare(a: string | number, b: string | number) {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** One list's order: the places of its rows in `rows`, and what they were sorted by. */
interface ListOrder {
  /** Only when the sort reads them: the name sort does not. */
  lookups: LookupData | undefined;
  sortBy: string;
  descending: boolean;
  places: number[];
}

/**
 * Each list's order last shown, kept while the list, the sort and the lookups it reads stay the
 * same: a keystroke in the search then only filters. At 100,000 monitors, sorting what the first
 * letter matched took up to half a second a keystroke (`npm run bench:options`). The sort is
 * stable, so filtering the sorted rows gives the same rows in the same order as sorting the
 * filtered ones.
 */
const listOrders = new WeakMap<readonly unknown[], ListOrder>();

/**
 * Each list's rows' search texts in lower case, indexed in the rows' own order, made at its first
 * search: a search text reads the row alone, so a new sort or new lookups keep them.
 */
const searchIndexes = new WeakMap<readonly unknown[], SearchIndex>();

function inOrder<Row>(
  spec: ResourceSpec<Row>,
  rows: readonly Row[],
  allLookups: LookupData,
  { sortBy, descending }: ListView,
): number[] {
  const column = spec.columns.find((c) => c.label === sortBy);
  const lookups = column ? allLookups : undefined;
  const kept = listOrders.get(rows);
  if (kept && kept.lookups === lookups && kept.sortBy === sortBy && kept.descending === descending)
    return kept.places;
  const keyOf = (row: Row) =>
    column ? (column.sortValue ?? column.value)(row, allLookups) : spec.nameOf(row);
  const sign = descending ? -1 : 1;
  // Each row's key once, not once per comparison: a shown value may be costly to format.
  const keyed = rows.map((row, place) => ({ place, key: keyOf(row), name: spec.nameOf(row) }));
  // Equal keys (every Down monitor) fall back to the name, always ascending.
  keyed.sort((a, b) => sign * compare(a.key, b.key) || collator.compare(a.name, b.name));
  const places = keyed.map(({ place }) => place);
  listOrders.set(rows, { lookups, sortBy, descending, places });
  return places;
}

function searchIndexOfRows<Row>(spec: ResourceSpec<Row>, rows: readonly Row[]): SearchIndex {
  const kept = searchIndexes.get(rows);
  if (kept) return kept;
  const index = searchIndexOf(rows.map((row) => spec.searchText(row).toLowerCase()));
  searchIndexes.set(rows, index);
  return index;
}

/** The rows matching the search and filters, in the chosen order. */
export function rowsInView<Row>(
  spec: ResourceSpec<Row>,
  rows: readonly Row[],
  lookups: LookupData,
  view: ListView,
): Row[] {
  const needle = view.search.trim().toLowerCase();
  const places = inOrder(spec, rows, lookups, view);
  const found = needle ? matchesOf(searchIndexOfRows(spec, rows), needle) : undefined;
  const filters = (spec.filters ?? []).map((f) => ({
    matches: f.matches,
    choice: view.filters[f.label] ?? f.initial,
  }));
  const filtersPass = (row: Row) => {
    for (const { matches, choice } of filters) if (!matches(row, choice)) return false;
    return true;
  };
  // One pass over every row at each keystroke (100,000 monitors), in the chosen order.
  const shown: Row[] = [];
  for (const place of places) {
    if (found && found[place] !== 1) continue;
    const row = rows[place] as Row;
    if (filtersPass(row)) shown.push(row);
  }
  return shown;
}

/** What a list cell shows: text as it is, numbers in the user's locale (components/options/counts.ts). */
export function cellText(value: string | number, locale?: string): string {
  return typeof value === 'string' ? value : countText(value, locale);
}

/** What a section's records are called, one and many, in the UI language (lib/model/resources.ts). */
export function recordNouns<Row>(spec: ResourceSpec<Row>): { one: string; many: string } {
  const [one, many] = resourceNouns[spec.table];
  return { one: nounWords(one), many: nounWords(many) };
}

/** "10,000 monitors", and "· 37 shown" once a search or filter narrows the list. */
export function listCountText<Row>(
  spec: ResourceSpec<Row>,
  view: ListView,
  total: number,
  shown: number,
  locale?: string,
): string {
  const nouns = recordNouns(spec);
  const all = message('listCount', [cellText(total, locale), total === 1 ? nouns.one : nouns.many]);
  const narrowed =
    view.search.trim() !== '' ||
    (spec.filters ?? []).some((f) => (view.filters[f.label] ?? f.initial) !== f.initial);
  return narrowed ? message('listShown', [all, cellText(shown, locale)]) : all;
}
