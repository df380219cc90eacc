import { afterEach, describe, expect, it } from 'vitest';
import { STATE_WORDS } from '../../../lib/model/monitor-status';
import { WRITE_STATE_WORDS } from '../../../lib/model/outbox-row';
import { setBrowserLanguage } from '../support/fake-i18n';
import { readMessages } from '../support/shipped-messages';

const TABLES = { monitor: STATE_WORDS, write: WRITE_STATE_WORDS };

describe('one word per state, in every sentence that names it', () => {
  afterEach(() => setBrowserLanguage('en-US'));
  for (const locale of ['en', 'de']) {
    const messages = readMessages(locale);
    const text = (key: string) => messages[key]?.message ?? '';
    for (const [kind, table] of Object.entries(TABLES))
      for (const [state, { word, sentences }] of Object.entries(table)) {
        it(`${locale}: every sentence about a ${kind}'s "${state}" says its word`, () => {
          setBrowserLanguage(locale);
          const said = word().toLocaleLowerCase(locale);
          expect(said).not.toBe('');
          const other = sentences.filter(
            (key: string) => !text(key).toLocaleLowerCase(locale).includes(said),
          );
          expect(other.map(text)).toEqual([]);
        });
      }
  }
});
