import { message } from '../platform/i18n';
import { monitorState } from './monitor-state';
import { statusWord } from './monitor-status';
import { wordsOf } from './name-words';
import type { MonitorRow } from './rows';

/**
 * The address-bar keyword `gh` (manifest `omnibox`): "gh pay" lists monitors whose name has a
 * word starting with "pay". Chrome reads a suggestion's description as XML with `<match>`,
 * `<dim>` and `<url>` markup, so a name must be escaped there; Firefox shows it as plain text.
 */

export interface OmniboxSuggestion {
  content: string;
  description: string;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** Where `word` first begins a word of `lower`, or -1. */
function wordStartIndex(lower: string, word: string): number {
  for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1))
    if (!isWordCharacter(lower[at - 1])) return at;
  return -1;
}

/** Where each searched word begins a word of the name, as [start, end) ranges, in order. */
function matchedRanges(name: string, searched: readonly string[]): [number, number][] {
  const lower = name.toLowerCase();
  // Case folding that changes the length would shift every index: no highlight then.
  if (lower.length !== name.length) return [];
  const ranges: [number, number][] = [];
  for (const word of searched) {
    const start = wordStartIndex(lower, word);
    if (start !== -1) ranges.push([start, start + word.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  // Overlapping ranges ("pay" and "payments" both searched): the first one wins.
  const kept: [number, number][] = [];
  for (const range of ranges) if (range[0] >= (kept.at(-1)?.[1] ?? 0)) kept.push(range);
  return kept;
}

/** The name with its matched parts in `<match>`, every piece escaped. */
function markedName(name: string, searched: readonly string[]): string {
  let marked = '';
  let at = 0;
  for (const [start, end] of matchedRanges(name, searched)) {
    marked += `${escapeXml(name.slice(at, start))}<match>${escapeXml(name.slice(start, end))}</match>`;
    at = end;
  }
  return marked + escapeXml(name.slice(at));
}

/**
 * The content names the monitor by id (URI-encoded: an id is any string), so two monitors of one
 * name stay apart and choosing one opens that one; the name follows for the reader (Chrome shows
 * the content when a suggestion is highlighted).
 */
export const suggestionContent = (monitor: Pick<MonitorRow, 'id' | 'name'>) =>
  `#${encodeURIComponent(monitor.id)} ${monitor.name}`;

/** The monitor id a chosen suggestion names, or null for text the user typed themselves. */
export function chosenMonitorId(text: string): string | null {
  const encoded = /^#(\S+)/.exec(text.trim())?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null; // "#50%" typed by hand: a search, not a choice
  }
}

/** One monitor as a suggestion: "payments-api — Up"; marked up for Chrome when `markup`. */
export function monitorSuggestion(
  monitor: Pick<MonitorRow, 'id' | 'name' | 'status' | 'pause'>,
  searchedText: string,
  markup: boolean,
): OmniboxSuggestion {
  const status = statusWord(monitorState(monitor));
  const description = markup
    ? message('omniboxSuggestion', [
        markedName(monitor.name, wordsOf(searchedText)),
        `<dim>${escapeXml(status)}</dim>`,
      ])
    : message('omniboxSuggestion', [monitor.name, status]);
  return { content: suggestionContent(monitor), description };
}
