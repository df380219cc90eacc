import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The messages the extension ships (public/_locales), read from disk: for the fake browser's
 * i18n (fake-i18n.ts), the locale checks, the store texts (tests/stores/store-text.ts) and the
 * e2e specs that expect a page's words.
 */

/** One messages.json as the extension ships it. */
export type Messages = Record<
  string,
  { message: string; description?: string; placeholders?: Record<string, { content: string }> }
>;

const LOCALES = fileURLToPath(new URL('../../../public/_locales/', import.meta.url));

export const shippedLocales = () => readdirSync(LOCALES);

export function readMessages(folder: string): Messages {
  return JSON.parse(readFileSync(`${LOCALES}${folder}/messages.json`, 'utf8'));
}

/** A key's text in one shipped locale, as written (placeholders not filled); a missing key throws. */
export function wordsIn(folder: string): (key: string) => string {
  const messages = readMessages(folder);
  return (key) => {
    const text = messages[key]?.message;
    if (text === undefined) throw new Error(`No message "${key}" in ${folder}`);
    return text;
  };
}
