import { message, wordsFor } from '../platform/i18n';
import { resourceNames, resources } from './resources';

/*
 * The nouns of lib/model/resources.ts in the UI language. The data stays English (pages and the
 * sync compare it); people read these words.
 */
const WORDS: Record<string, () => string> = {
  ...Object.fromEntries(
    resourceNames.flatMap((name) => {
      const { nouns, words } = resources[name];
      return [
        [nouns[0], () => message(words[0])],
        [nouns[1], () => message(words[1])],
      ];
    }),
  ),
  record: () => message('nounRecord'),
  records: () => message('nounRecords'),
};

/** A record noun in the UI language; one not listed here as it is. */
export const nounWords = wordsFor(WORDS);
