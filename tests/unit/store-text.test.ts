import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../lib/model/i18n';
import { PRIVACY_STATEMENT } from '../../lib/model/privacy-statement';
import {
  listingMarkdown,
  PRIVACY_FILE,
  privacyMarkdown,
  readMessages,
  SHORT_DESCRIPTION_LIMIT,
  STORES_FILE,
  sectionOf,
} from '../store/store-text';

/**
 * What the stores and PRIVACY.md say is what the extension says: one text, in public/_locales.
 * A failure here means a file was edited by hand, or the messages changed without
 * `npx tsx tests/store/store-text.ts`.
 */
const en = readMessages('en');
const de = readMessages('de');

/**
 * The buttons and sections the statement's paragraphs name, by their labels' message keys: a
 * renamed button must be renamed in the statement too, or it sends the user looking for a label
 * that is not there.
 */
const CONTROLS_NAMED: Record<string, readonly MessageKey[]> = {
  privacyIntro: ['optionsConnections'],
  privacySent: ['optionsConnections'],
  privacyNever: ['thisSiteMonitor'],
  privacyDelete: [
    'optionsAdvanced',
    'clearDataButton',
    'dataExport',
    'optionsConnections',
    'connectionsSignOut',
    'connectionsSaveAndTest',
  ],
};

describe('the store listing and the privacy statement', () => {
  it('PRIVACY.md says what the options page’s Privacy section says in English', () => {
    expect(readFileSync(PRIVACY_FILE, 'utf8')).toBe(privacyMarkdown(en));
  });

  it('docs/STORES.md lists the listing text of the messages, in English and German', () => {
    const written = sectionOf(readFileSync(STORES_FILE, 'utf8'), 'Listing');
    expect(written).toBe(listingMarkdown(en, de).trim());
  });

  it.each([
    ['en', en],
    ['de', de],
  ])(
    'the %s privacy statement names each button and section by its current label',
    (_, messages) => {
      const { intro, parts } = PRIVACY_STATEMENT;
      const paragraphs = [intro, ...parts.flatMap((part) => part.paragraphs)];
      expect(
        Object.keys(CONTROLS_NAMED).filter((key) => !paragraphs.includes(key as never)),
      ).toEqual([]);
      for (const [paragraph, labels] of Object.entries(CONTROLS_NAMED)) {
        const said = messages[paragraph]?.message ?? '';
        const missing = labels
          .map((key) => messages[key]?.message)
          .filter((l) => !said.includes(`${l}`));
        expect(missing, paragraph).toEqual([]);
      }
    },
  );

  it.each([
    ['en', en],
    ['de', de],
  ])('the %s short description fits the Chrome Web Store’s summary', (_, messages) => {
    const short = messages.extDescription?.message ?? '';
    expect(short.length).toBeGreaterThan(0);
    expect(short.length).toBeLessThanOrEqual(SHORT_DESCRIPTION_LIMIT);
  });
});
