import type { MessageKey } from '../platform/i18n';

/**
 * The privacy statement, as the messages it is made of, in order. The options page's Privacy
 * section shows it in the browser's language; PRIVACY.md is the English messages in the same
 * order (tests/stores/store-text.ts writes it, tests/unit/stores/store-text.test.ts holds them
 * equal).
 */
export const PRIVACY_STATEMENT = {
  title: 'privacyTitle',
  intro: 'privacyIntro',
  parts: [
    { heading: 'privacyKeptHeading', paragraphs: ['privacyKeptDatabase', 'privacyKeptStorage'] },
    { heading: 'privacySentHeading', paragraphs: ['privacySent'] },
    { heading: 'privacyNeverHeading', paragraphs: ['privacyNever'] },
    { heading: 'privacyDeleteHeading', paragraphs: ['privacyDelete'] },
  ],
} as const satisfies {
  title: MessageKey;
  intro: MessageKey;
  parts: readonly { heading: MessageKey; paragraphs: readonly MessageKey[] }[];
};
