import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PRIVACY_STATEMENT } from '../../lib/model/privacy-statement';
import { wordsIn } from '../unit/support/shipped-messages';

/**
 * The listing text and the privacy statement live in public/_locales (the options page shows the
 * statement, the manifest carries the short description). PRIVACY.md and docs/STORES.md's
 * "Listing" section are made from them here: `npx tsx tests/stores/store-text.ts` writes both, and
 * tests/unit/stores/store-text.test.ts fails while either differs from what this makes.
 */

/** A key's text in one language (wordsIn). */
type Say = (key: string) => string;

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export const PRIVACY_FILE = root('PRIVACY.md');
export const STORES_FILE = root('docs/STORES.md');

/**
 * The Chrome Web Store takes the manifest's description as the listing's summary, at most 132
 * characters (developer.chrome.com, "Manifest - Description"); addons.mozilla.org's summary
 * allows 250, so the shorter limit is the one to keep.
 */
export const SHORT_DESCRIPTION_LIMIT = 132;
const AMO_SUMMARY_LIMIT = 250;

const GENERATED = (what: string) =>
  `<!-- Made from ${what} by tests/stores/store-text.ts: edit the messages, then run \`npx tsx tests/stores/store-text.ts\`. -->`;

/** PRIVACY.md: the statement in English, as the options page's Privacy section shows it. */
export function privacyMarkdown(en: Say): string {
  const { title, intro, parts } = PRIVACY_STATEMENT;
  const blocks = [
    `# ${en(title)}`,
    GENERATED('public/_locales/en/messages.json'),
    en(intro),
    ...parts.flatMap(({ heading, paragraphs }) => [`## ${en(heading)}`, ...paragraphs.map(en)]),
  ];
  return `${blocks.join('\n\n')}\n`;
}

const IMAGES = [
  ['1-glance', 'storeCaptionGlance'],
  ['2-monitors', 'storeCaptionMonitors'],
  ['3-door', 'storeCaptionDoor'],
] as const;

/** The messages only the listing asks for: the browser shows none of them. */
export const LISTING_ONLY_MESSAGES = ['storeLongDescription', ...IMAGES.map(([, key]) => key)];

function listingIn(language: 'en' | 'de', title: string, say: Say) {
  const short = say('extDescription');
  return [
    `### ${title}`,
    `**Name:** ${say('extName')}`,
    `**Short description** (\`extDescription\`, ${short.length} of ${SHORT_DESCRIPTION_LIMIT} characters):`,
    `> ${short}`,
    '**Long description** (`storeLongDescription`):',
    say('storeLongDescription'),
    '**Screenshots** (1280×800) and their captions:',
    IMAGES.map(([file, key]) => `- \`docs/store/${language}-${file}.png\`: ${say(key)}`).join('\n'),
    `**Small promo tile** (440×280): \`docs/store/${language}-promo-tile.png\``,
  ];
}

/** The body of docs/STORES.md's "Listing" section, both languages. */
export function listingMarkdown(en: Say, de: Say): string {
  return [
    GENERATED('public/_locales/{en,de}/messages.json'),
    'The short description is the manifest’s own `description`, so the browser’s extension list ' +
      `and both stores say the same; the Chrome Web Store holds it to ${SHORT_DESCRIPTION_LIMIT} ` +
      `characters, addons.mozilla.org’s summary to ${AMO_SUMMARY_LIMIT}. The images are the real pages with the local ` +
      'server’s demo data, made by `tests/e2e/store-listing.spec.ts` ' +
      '(`GATEHOUSE_SCREENSHOTS=1 npx playwright test tests/e2e/store-listing.spec.ts` writes them).',
    ...listingIn('en', 'English', en),
    ...listingIn('de', 'Deutsch', de),
  ].join('\n\n');
}

/** Where the body of `doc`'s `## heading` section starts and ends (at the next `## `). */
function sectionBounds(doc: string, heading: string): [number, number] {
  const title = `\n## ${heading}\n`;
  const start = doc.indexOf(title);
  if (start < 0) throw new Error(`No "## ${heading}" section`);
  const next = doc.indexOf('\n## ', start + title.length);
  return [start + title.length, next < 0 ? doc.length : next];
}

/** `doc` with the body of its `## heading` section replaced. */
function withSection(doc: string, heading: string, body: string): string {
  const [start, end] = sectionBounds(doc, heading);
  return `${doc.slice(0, start)}\n${body}\n${doc.slice(end)}`;
}

/** The body of `doc`'s `## heading` section, as withSection writes it. */
export function sectionOf(doc: string, heading: string): string {
  const [start, end] = sectionBounds(doc, heading);
  return doc.slice(start, end).trim();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [en, de] = [wordsIn('en'), wordsIn('de')];
  writeFileSync(PRIVACY_FILE, privacyMarkdown(en));
  const stores = readFileSync(STORES_FILE, 'utf8');
  writeFileSync(STORES_FILE, withSection(stores, 'Listing', listingMarkdown(en, de)));
}
