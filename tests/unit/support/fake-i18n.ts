import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type Messages, readMessages, shippedLocales } from './shipped-messages';

/**
 * As Chromium's ReplaceStringPlaceholders: `$1`…`$9` become the substitutions (one not given,
 * nothing), a run of n+1 `$` keeps n, and a `$` before anything else is dropped with it.
 */
function substitute(text: string, substitutions: readonly string[]) {
  return text.replace(/\$(\$+|[1-9]|[\s\S])?/g, (_, what: string | undefined) => {
    if (what?.startsWith('$')) return what;
    return what && /[1-9]/.test(what) ? (substitutions[Number(what) - 1] ?? '') : '';
  });
}

/** `$name$` (any case) becomes its placeholder's content, which may hold `$1`…. */
function expandPlaceholders(entry: Messages[string]) {
  const byName = new Map(
    Object.entries(entry.placeholders ?? {}).map(([name, p]) => [name.toLowerCase(), p.content]),
  );
  return entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (whole, name: string) => {
    return byName.get(name.toLowerCase()) ?? whole;
  });
}

/**
 * What `browser.i18n.getMessage` answers in a browser whose UI language is `uiLanguage`: the
 * messages of its folder (de_AT), else of its language (de), else of the default locale (en), key
 * by key; keys in any case; "" for a key none has. Substitutions must be strings, at most 9.
 */
function getMessageIn(uiLanguage: string) {
  const [language = 'en', region] = uiLanguage.split('-');
  const folders = [region ? `${language}_${region.toUpperCase()}` : '', language, 'en'];
  const chain = folders
    .filter((folder) => folder && shippedLocales().includes(folder))
    .map((folder) => {
      const entries = Object.entries(readMessages(folder));
      return new Map(entries.map(([key, entry]) => [key.toLowerCase(), expandPlaceholders(entry)]));
    });
  return (key: string, substitutions?: string | string[]) => {
    const list = substitutions === undefined ? [] : [substitutions].flat();
    if (list.length > 9 || list.some((s) => typeof s !== 'string'))
      throw new TypeError('Substitutions must be a string or an array of up to 9 strings');
    const text = chain.map((messages) => messages.get(key.toLowerCase())).find((t) => t);
    return text === undefined ? '' : substitute(text, list);
  };
}

/** Serves browser.i18n from public/_locales as a browser with this UI language would. */
export function setBrowserLanguage(uiLanguage: string) {
  fakeBrowser.i18n.getMessage = getMessageIn(uiLanguage) as typeof fakeBrowser.i18n.getMessage;
  fakeBrowser.i18n.getUILanguage = () => uiLanguage;
}
