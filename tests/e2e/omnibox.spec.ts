import type { BrowserContext, Worker } from '@playwright/test';
import { nameMatches, wordsOf } from '../../lib/model/name-words';
import type { OmniboxSuggestion } from '../../lib/model/omnibox';
import { expect, test } from './fixtures';
import { syncRound } from './support/commands';
import { backgroundWorker } from './support/extension';
import { cachedMonitorCount, required } from './support/worker';

/**
 * The address bar's `gh` keyword against the real cache of a 10,000-monitor account. Headless
 * Chromium has no address bar to type in, so the test fires the worker's own omnibox events
 * (`dispatch` on chrome.omnibox.onInputChanged / onInputEntered), which run the listeners the
 * extension registered, exactly as typing "gh …" would.
 */
test.use({ monitorCount: 10_000 });
test.setTimeout(180_000);

const STATUS_WORDS: Record<string, string> = {
  up: 'Up',
  down: 'Down',
  pending: 'Pending',
  paused: 'Paused',
};

/** Text as it must stand in XML (written out here: the product's escapeXml is what is tested). */
const asXmlText = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** What typing "gh <text>" suggests, and how long the worker took to answer. */
function typed(worker: Worker, text: string) {
  return worker.evaluate(
    (text) =>
      new Promise<{ suggestions: OmniboxSuggestion[]; ms: number }>((resolve) => {
        const started = performance.now();
        (
          chrome.omnibox.onInputChanged as unknown as {
            dispatch: (text: string, suggest: (found: OmniboxSuggestion[]) => void) => void;
          }
        ).dispatch(text, (suggestions) =>
          resolve({ suggestions, ms: performance.now() - started }),
        );
      }),
    text,
  );
}

async function enter(context: BrowserContext, worker: Worker, text: string) {
  const opened = context.waitForEvent('page', (page) => page.url().includes('/options.html'));
  await worker.evaluate(
    (text) =>
      (
        chrome.omnibox.onInputEntered as unknown as {
          dispatch: (text: string, disposition: string) => void;
        }
      ).dispatch(text, 'newForegroundTab'),
    text,
  );
  return opened;
}

test('"gh payments web" suggests cached monitors by name with their status, off the index at 10,000', async ({
  context,
  server,
}) => {
  const worker = await backgroundWorker(context);
  const manifest = await worker.evaluate(() => chrome.runtime.getManifest());
  expect(manifest.omnibox).toEqual({ keyword: 'gh' });
  await expect.poll(() => cachedMonitorCount(context), { timeout: 150_000 }).toBe(10_000);

  const onServer = [...server.context.state.monitoring.monitors.values()];
  const matching = onServer.filter((m) => nameMatches(wordsOf(m.name), wordsOf('payments web')));
  expect(matching.length).toBeGreaterThan(6);
  const { suggestions } = await typed(worker, 'payments web');
  expect(suggestions).toHaveLength(6);
  for (const suggestion of suggestions) {
    const id = decodeURIComponent(suggestion.content.slice(1, suggestion.content.indexOf(' ')));
    const monitor = required(
      matching.find((m) => m.id === id),
      `a matching monitor with id ${id}`,
    );
    const state = monitor.pause === 'paused' ? 'paused' : monitor.status;
    const rest = asXmlText(monitor.name.slice('Payments web'.length));
    expect(suggestion.description).toBe(
      `<match>Payments</match> <match>web</match>${rest} — <dim>${STATUS_WORDS[state]}</dim>`,
    );
  }
  // Down first, then in maintenance, pending, up, paused last: the popup's order.
  const order = ['Down', 'Maintenance', 'Pending', 'Up', 'Paused'];
  const ranks = suggestions.map((s) =>
    order.indexOf(/<dim>(\w+)<\/dim>/.exec(s.description)?.[1] ?? ''),
  );
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  expect((await typed(worker, 'no such monitor anywhere')).suggestions).toEqual([]);

  // How long one keystroke's answer takes at 10,000 (printed for the report, not asserted).
  const times: string[] = [];
  for (const text of ['p', 'pay', 'payments', 'payments web', 'ship', 'api gat']) {
    const ms: number[] = [];
    for (let round = 0; round < 5; round++) ms.push((await typed(worker, text)).ms);
    times.push(`"${text}" ${ms.map((t) => t.toFixed(1)).join('/')}`);
  }
  console.log(`omnibox answer at 10,000 cached monitors, ms per keystroke: ${times.join(', ')}`);
});

test('a name with markup characters is escaped for Chrome, and choosing it opens its page', async ({
  context,
  server,
  openPopup,
}) => {
  const worker = await backgroundWorker(context);
  await expect.poll(() => cachedMonitorCount(context), { timeout: 150_000 }).toBe(10_000);
  // A monitor named with every XML special character, added on the server and synced.
  const template = required(
    [...server.context.state.monitoring.monitors.values()].find(
      (m) => m.status === 'up' && m.pause === 'active',
    ),
    'active up monitor',
  );
  const hostile = { ...template, id: 'mon_markup', name: `A&B <pay> "x" 'y'` };
  server.context.state.monitoring.monitors.set(hostile.id, hostile);
  const popup = await openPopup();
  await syncRound(popup);
  await expect.poll(() => cachedMonitorCount(context)).toBe(10_001);

  const { suggestions } = await typed(worker, 'pay "x');
  const [suggestion] = suggestions;
  expect(suggestions).toHaveLength(1);
  expect(suggestion?.description).toBe(
    'A&amp;B &lt;<match>pay</match>&gt; &quot;<match>x</match>&quot; &apos;y&apos; — <dim>Up</dim>',
  );
  // Chrome parses descriptions as XML: this one parses, and reads as the name and its status.
  const read = await popup.evaluate((description) => {
    const xml = new DOMParser().parseFromString(`<d>${description}</d>`, 'text/xml');
    return xml.querySelector('parsererror') ? null : xml.documentElement.textContent;
  }, suggestion?.description ?? '');
  expect(read).toBe(`A&B <pay> "x" 'y' — Up`);

  const detail = await enter(context, worker, suggestion?.content ?? '');
  expect(detail.url()).toContain('/options.html#/monitors/mon_markup');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(hostile.name);

  // Enter without choosing: the best match opens.
  const best = await enter(context, worker, 'pay "x');
  expect(best.url()).toContain('/options.html#/monitors/mon_markup');
});
