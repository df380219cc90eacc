import { afterEach, describe, expect, it } from 'vitest';
import { STATE_WORDS } from '../../../lib/model/monitor-status';
import { setBrowserLanguage } from '../support/fake-i18n';
import { readMessages } from '../support/shipped-messages';

describe('one word per monitor state, in every sentence that names it', () => {
  afterEach(() => setBrowserLanguage('en-US'));
  for (const locale of ['en', 'de']) {
    const messages = readMessages(locale);
    const text = (key: string) => messages[key]?.message ?? '';
    for (const [state, { word, sentences }] of Object.entries(STATE_WORDS)) {
      it(`${locale}: every sentence about "${state}" says its word`, () => {
        setBrowserLanguage(locale);
        const said = word().toLocaleLowerCase(locale);
        expect(said).not.toBe('');
        const other = sentences.filter(
          (key) => !text(key).toLocaleLowerCase(locale).includes(said),
        );
        expect(other.map(text)).toEqual([]);
      });
    }
  }
});
