import { browser } from 'wxt/browser';
import type english from '../../public/_locales/en/messages.json';

/*
 * The words of the popup, the door view, notifications and the toolbar tooltip come from
 * public/_locales/<lang>/messages.json through browser.i18n: the WebExtension convention, which
 * also localises the manifest, loads synchronously (no flash of another language) and follows the
 * browser's language. A key the browser's language lacks is served from `default_locale` (en) by
 * the browser itself.
 */

/**
 * A key missing from every messages.json comes back empty from getMessage. Outside production
 * builds (tests, e2e, demo) that throws, so a test fails on it. In production it shows the key
 * itself and logs: never a silent blank. Not English instead: the browser already falls back to
 * en for a key German lacks, so an empty answer means English lacks it too, and bundling en into
 * every page to guard against that would cost every page its size.
 */
const STRICT = import.meta.env.MODE !== 'production';

/** A key of the English messages, which every other language has too (a unit test checks). */
export type MessageKey = keyof typeof english;
/** `overallDown` for `overallDown_one` and `overallDown_other`. */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}_other` ? Base : never;
}[MessageKey];

export type Substitutions = string | readonly string[];

/** browser.i18n.getMessage for any name; an unknown one answers "". */
const getMessage = (key: string, substitutions: string[]): string =>
  (browser.i18n.getMessage as (key: string, substitutions: string[]) => string)(key, substitutions);

/** One message with its `$1`…`$9` substitutions, in the browser's language. */
export function message(key: MessageKey, substitutions: Substitutions = []): string {
  const text = getMessage(key, [substitutions].flat());
  if (text) return text;
  const problem = `No message "${key}" in public/_locales/en/messages.json`;
  if (STRICT) throw new Error(problem);
  console.error(`Gatehouse: ${problem}`);
  return key;
}

/**
 * Canonical tags, by the tag asked about: uiLocale() runs for every formatted value, and
 * Intl.getCanonicalLocales costs about 3 µs a call (Node 20), a Map lookup a hundredth of that.
 */
const canonicalTags = new Map<string, string | undefined>();

function canonical(locale: string): string | undefined {
  if (canonicalTags.has(locale)) return canonicalTags.get(locale);
  let tag: string | undefined;
  try {
    tag = Intl.getCanonicalLocales(locale)[0];
  } catch {
    tag = undefined;
  }
  canonicalTags.set(locale, tag);
  return tag;
}

/**
 * The locale numbers, dates and plurals follow: the browser's UI language when the messages are
 * written in it (so de-AT keeps its own date words), else the language the messages are in. A
 * French browser gets the English messages, and must then get "2 minutes ago" and English plural
 * rules with them, not "il y a 2 minutes".
 */
export function uiLocale(): string {
  const written = message('messagesLanguage');
  const ui = canonical(browser.i18n.getUILanguage());
  return ui?.split('-')[0] === written ? ui : written;
}

/**
 * One Intl formatter per locale, made on first use: making one costs ~80 µs, and a sorted list
 * formats a value per row. Called with no locale, it uses `uiLocale()`.
 */
export function perLocale<Format>(make: (locale: string) => Format) {
  const made = new Map<string, Format>();
  return (locale: string = uiLocale()) => {
    const format = made.get(locale) ?? make(locale);
    made.set(locale, format);
    return format;
  };
}

const counts = perLocale((locale) => new Intl.NumberFormat(locale));
const pluralRules = perLocale((locale) => new Intl.PluralRules(locale));

/** A number as the UI language writes it: "10,000" in English, "10.000" in German. */
export function numberText(value: number): string {
  return counts().format(value);
}

/**
 * The message `<key>_<category>` for `count`, the category chosen by the UI language's plural
 * rules (CLDR; English and German have `one` and `other`), with the count written out as `$1`
 * and `more` as `$2`…. A category the messages lack (a language with `few`, say) reads `_other`.
 */
export function plural(key: PluralKey, count: number, more: readonly string[] = []): string {
  const substitutions = [numberText(count), ...more];
  const category = pluralRules().select(count);
  return getMessage(`${key}_${category}`, substitutions) || message(`${key}_other`, substitutions);
}

const disjunctions = perLocale((locale) => new Intl.ListFormat(locale, { type: 'disjunction' }));

/** "a, b or c" in the UI language. */
export function eitherText(items: readonly string[]): string {
  return disjunctions().format(items);
}

const conjunctions = perLocale((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));

/** "a, b and c" in the UI language. */
export function conjunctionText(items: readonly string[]): string {
  return conjunctions().format(items);
}

/**
 * For English words kept as data (an operation's label, a record noun): a function that answers
 * each listed one in the UI language, and any other as it is.
 */
export function wordsFor(table: Readonly<Record<string, () => string>>) {
  return (english: string): string =>
    Object.hasOwn(table, english) ? (table[english]?.() ?? english) : english;
}
