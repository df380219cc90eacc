import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRIVACY_STATEMENT } from '../../../lib/model/privacy-statement';
import type { MessageKey } from '../../../lib/platform/i18n';
import {
  listingMarkdown,
  PRIVACY_FILE,
  privacyMarkdown,
  SHORT_DESCRIPTION_LIMIT,
  STORES_FILE,
  sectionOf,
} from '../../stores/store-text';
import { wordsIn } from '../support/shipped-messages';

/**
 * What the stores and PRIVACY.md say is what the extension says: one text, in public/_locales.
 * A failure here means a file was edited by hand, or the messages changed without
 * `npx tsx tests/stores/store-text.ts`.
 */
const en = wordsIn('en');
const de = wordsIn('de');

/**
 * The buttons and sections the statement's paragraphs name, by their labels' message keys: a
 * renamed button must be renamed in the statement too, or it sends the user looking for a label
 * that is not there.
 */
const CONTROLS_NAMED: [MessageKey, MessageKey[]][] = [
  ['privacyIntro', ['optionsConnections']],
  ['privacySent', ['optionsConnections']],
  ['privacyNever', ['thisSiteMonitor']],
  [
    'privacyDelete',
    [
      'optionsAdvanced',
      'clearDataButton',
      'dataExport',
      'optionsConnections',
      'connectionsSignOut',
      'connectionsSaveAndTest',
    ],
  ],
];

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
  ])('the %s privacy statement names each button and section by its current label', (_, say) => {
    const { intro, parts } = PRIVACY_STATEMENT;
    const paragraphs: MessageKey[] = [intro, ...parts.flatMap((part) => part.paragraphs)];
    for (const [paragraph, labels] of CONTROLS_NAMED) {
      expect(paragraphs).toContain(paragraph);
      const missing = labels.map(say).filter((label) => !say(paragraph).includes(label));
      expect(missing, paragraph).toEqual([]);
    }
  });

  it.each([
    ['en', en],
    ['de', de],
  ])('the %s short description fits the Chrome Web Store’s summary', (_, say) => {
    expect(say('extDescription').length).toBeGreaterThan(0);
    expect(say('extDescription').length).toBeLessThanOrEqual(SHORT_DESCRIPTION_LIMIT);
  });
});
