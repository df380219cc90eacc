import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { PRIVACY_STATEMENT } from '../../../lib/model/privacy-statement';
import { resourceNames, resources } from '../../../lib/model/resources';
import { type MessageKey, message, plural, uiLocale } from '../../../lib/platform/i18n';
import { LISTING_ONLY_MESSAGES } from '../../stores/store-text';
import { setBrowserLanguage } from '../support/fake-i18n';
import { type Messages, readMessages, shippedLocales } from '../support/shipped-messages';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const english = readMessages('en');

afterEach(() => setBrowserLanguage('en-US'));

/** Placeholder names a message uses and what each stands for ($1, $2…). */
function placeholdersOf(entry: Messages[string]) {
  const used = [...entry.message.matchAll(/\$([A-Za-z0-9_@]+)\$/g)].map((m) =>
    (m[1] ?? '').toLowerCase(),
  );
  const defined = Object.entries(entry.placeholders ?? {}).map(
    ([name, p]) => [name.toLowerCase(), p.content] as const,
  );
  return { used: [...new Set(used)].sort(), defined: defined.sort() };
}

describe('the shipped messages', () => {
  const others = shippedLocales().filter((folder) => folder !== 'en');

  it('ship German beside the English default', () => {
    expect(others).toContain('de');
  });

  it.each(others)('%s has exactly the keys of en, with the same placeholders', (folder) => {
    const translated = readMessages(folder);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, entry] of Object.entries(english)) {
      const theirs = translated[key];
      expect.soft(theirs && placeholdersOf(theirs), key).toEqual(placeholdersOf(entry));
    }
  });

  it.each(shippedLocales())(
    '%s has no empty message and says which language it is in',
    (folder) => {
      const messages = readMessages(folder);
      for (const [key, entry] of Object.entries(messages))
        expect.soft(entry.message.trim(), key).not.toBe('');
      expect(messages.messagesLanguage?.message).toBe(folder.split('_')[0]);
    },
  );

  it('every placeholder a message uses is defined, and every defined one used', () => {
    for (const [key, entry] of Object.entries(english)) {
      const { used, defined } = placeholdersOf(entry);
      expect.soft(used, key).toEqual(defined.map(([name]) => name));
    }
  });
});

/** The sources whose words the browser shows: pages, components, background and manifest. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function keysUsedInCode() {
  const files = [
    ...['lib', 'components', 'entrypoints'].flatMap((dir) => sourceFiles(join(ROOT, dir))),
  ];
  const text = [...files, join(ROOT, 'wxt.config.ts')]
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const calls = (fn: string) =>
    [...text.matchAll(new RegExp(`\\b${fn}\\(\\s*'([^']+)'`, 'g'))].map((m) => m[1] ?? '');
  return {
    // field-problems.ts `problem(key)` words a check's message when it fails.
    messages: [...calls('message'), ...calls('problem')],
    plurals: calls('plural'),
    manifest: [...text.matchAll(/__MSG_(\w+)__/g)].map((m) => m[1] ?? ''),
  };
}

describe('the messages the code asks for', () => {
  const used = keysUsedInCode();

  it('finds the calls it checks (the scan itself works)', () => {
    expect(used.messages).toContain('overallAllUp');
    expect(used.plurals).toContain('overallDown');
    expect(used.manifest).toContain('extName');
  });

  it('exist in en: each message, each plural in both forms, each manifest name', () => {
    const missing = [
      ...used.messages,
      ...used.manifest,
      ...used.plurals.flatMap((key) => [`${key}_one`, `${key}_other`]),
    ].filter((key) => !(key in english));
    expect(missing).toEqual([]);
  });

  it('are all there is: en holds no message nothing asks for', () => {
    const { title, intro, parts } = PRIVACY_STATEMENT;
    const asked = new Set<string>([
      ...used.messages,
      ...used.manifest,
      ...used.plurals.flatMap((key) => [`${key}_one`, `${key}_other`]),
      // Asked for as data: the options page's privacy statement, each resource's nouns
      // (lib/model/resources.ts), and the store listing's text.
      title,
      intro,
      ...parts.flatMap((part) => [part.heading, ...part.paragraphs]),
      ...resourceNames.flatMap((name) => resources[name].words),
      ...LISTING_ONLY_MESSAGES,
    ]);
    expect(Object.keys(english).filter((key) => !asked.has(key))).toEqual([]);
  });
});

describe('message and plural', () => {
  it('fills placeholders, and never renders a missing message as nothing', () => {
    expect(message('doorPosition', ['2', '3'])).toBe('Ticket 2 of 3');
    expect(() => message('noSuchMessage' as MessageKey)).toThrow(/noSuchMessage/);
  });

  it('keeps a name that looks like a placeholder as the user typed it', () => {
    expect(message('notifyDownTitle', '$1 $$ API')).toBe('$1 $$ API is down');
  });

  it('picks English plural forms and writes the count the English way', () => {
    expect(plural('overallDown', 1)).toBe('1 monitor down');
    expect(plural('overallDown', 0)).toBe('0 monitors down');
    expect(plural('overallDown', 10_000)).toBe('10,000 monitors down');
  });

  it('picks German plural forms and writes the count the German way', () => {
    setBrowserLanguage('de-DE');
    expect(plural('overallDown', 1)).toBe('1 Monitor gestört');
    expect(plural('overallDown', 4)).toBe('4 Monitore gestört');
    expect(plural('overallDown', 10_000)).toBe('10.000 Monitore gestört');
    expect(plural('incidents', 1)).toBe('1 offener Vorfall');
  });

  it('formats in the browser locale when the messages are in its language', () => {
    setBrowserLanguage('de-AT');
    expect(uiLocale()).toBe('de-AT');
    expect(message('overallAllUp')).toBe('Alle Monitore OK');
  });

  it('follows the English messages a French browser gets, plurals and all', () => {
    setBrowserLanguage('fr-FR');
    expect(uiLocale()).toBe('en');
    // French counts 0 as singular; the English words need English rules.
    expect(plural('overallDown', 0)).toBe('0 monitors down');
  });
});
