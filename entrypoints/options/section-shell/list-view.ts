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

/** The rows matching the search and filters, in the chosen order. */
export function rowsInView<Row>(
  spec: ResourceSpec<Row>,
  rows: readonly Row[],
  lookups: LookupData,
  view: ListView,
): Row[] {
  const needle = view.search.trim().toLowerCase();
  const matching = rows.filter(
    (row) =>
      (!needle || spec.searchText(row).toLowerCase().includes(needle)) &&
      (spec.filters ?? []).every((f) => f.matches(row, view.filters[f.label] ?? f.initial)),
  );
  const column = spec.columns.find((c) => c.label === view.sortBy);
  const keyOf = (row: Row) =>
    column ? (column.sortValue ?? column.value)(row, lookups) : spec.nameOf(row);
  const sign = view.descending ? -1 : 1;
  // Each row's key once, not once per comparison: a shown value may be costly to format.
  const keyed = matching.map((row) => ({ row, key: keyOf(row), name: spec.nameOf(row) }));
  // Equal keys (every Down monitor) fall back to the name, always ascending.
  keyed.sort((a, b) => sign * compare(a.key, b.key) || collator.compare(a.name, b.name));
  return keyed.map(({ row }) => row);
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
