import { countText } from '../../../components/options/counts';
import { nounWords } from '../../../lib/model/resource-noun-words';
import { resourceNouns } from '../../../lib/model/resource-nouns';
import { message } from '../../../lib/platform/i18n';
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

/** One list's rows in one order, what they were sorted by, and each row's search text. */
interface SortedRows<Row> {
  lookups: LookupData;
  sortBy: string;
  descending: boolean;
  rows: Row[];
  /** Each row's search text in lower case, by its place in `rows`: made at the first search. */
  texts?: string[];
}

/**
 * Each list's rows in the order last shown, kept while the list, its lookups and the sort stay the
 * same: a keystroke in the search then only filters them. At 100,000 monitors, sorting what the
 * first letter matched took up to half a second a keystroke (`npm run bench:options`). The sort
 * is stable, so filtering the sorted rows gives the same rows in the same order as sorting the
 * filtered ones.
 */
const sortedLists = new WeakMap<readonly unknown[], SortedRows<unknown>>();

function inOrder<Row>(
  spec: ResourceSpec<Row>,
  rows: readonly Row[],
  lookups: LookupData,
  { sortBy, descending }: ListView,
): SortedRows<Row> {
  const kept = sortedLists.get(rows) as SortedRows<Row> | undefined;
  if (kept?.lookups === lookups && kept.sortBy === sortBy && kept.descending === descending)
    return kept;
  const column = spec.columns.find((c) => c.label === sortBy);
  const keyOf = (row: Row) =>
    column ? (column.sortValue ?? column.value)(row, lookups) : spec.nameOf(row);
  const sign = descending ? -1 : 1;
  // Each row's key once, not once per comparison: a shown value may be costly to format.
  const keyed = rows.map((row) => ({ row, key: keyOf(row), name: spec.nameOf(row) }));
  // Equal keys (every Down monitor) fall back to the name, always ascending.
  keyed.sort((a, b) => sign * compare(a.key, b.key) || collator.compare(a.name, b.name));
  const sorted: SortedRows<Row> = {
    lookups,
    sortBy,
    descending,
    rows: keyed.map(({ row }) => row),
  };
  sortedLists.set(rows, sorted);
  return sorted;
}

/** The rows matching the search and filters, in the chosen order. */
export function rowsInView<Row>(
  spec: ResourceSpec<Row>,
  rows: readonly Row[],
  lookups: LookupData,
  view: ListView,
): Row[] {
  const needle = view.search.trim().toLowerCase();
  const sorted = inOrder(spec, rows, lookups, view);
  const filters = (spec.filters ?? []).map((f) => ({
    matches: f.matches,
    choice: view.filters[f.label] ?? f.initial,
  }));
  if (needle) sorted.texts ??= sorted.rows.map((row) => spec.searchText(row).toLowerCase());
  const { texts } = sorted;
  // One pass over every row at each keystroke (100,000 monitors), the texts made once per list.
  const shown: Row[] = [];
  sorted.rows.forEach((row, at) => {
    if (needle && !texts?.[at]?.includes(needle)) return;
    for (const { matches, choice } of filters) if (!matches(row, choice)) return;
    shown.push(row);
  });
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
