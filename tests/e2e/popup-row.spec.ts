import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { keepScreenshot, seriousA11yViolations, syncRound } from './support/commands';
import { rowsInView, visibleText } from './support/row-layout';
import { required } from './support/worker';

type Monitor = ReturnType<RunningServer['context']['state']['monitoring']['monitors']['get']>;

/** Copies of a seeded monitor under new names; `fresh` ones start now, so they have no chart yet. */
function addMonitors(
  server: RunningServer,
  like: (m: NonNullable<Monitor>) => boolean,
  names: readonly string[],
  { fresh = false } = {},
) {
  const monitors = server.context.state.monitoring.monitors;
  const model = required([...monitors.values()].find(like), 'a model monitor');
  for (const name of names) {
    const id = `mon_${name.replace(/\W+/g, '_')}`;
    const createdTime = fresh ? new Date().toISOString() : model.createdTime;
    monitors.set(id, { ...model, id, name, createdTime });
  }
}

const active = (m: NonNullable<Monitor>) => m.status === 'up' && m.pause === 'active';
const paused = (m: NonNullable<Monitor>) => m.pause === 'paused' && m.status !== 'pending';

/** 40 characters every name shares; only the end tells them apart. */
const PREFIX = 'Payments webhook receiver, partner API, ';
const TAILS = ['eu-west-1', 'eu-west-2', 'us-east-1'];

test('long names that share a prefix show their different ends, the whole name on hover, at a readable size', async ({
  openPopup,
  server,
}) => {
  expect(PREFIX).toHaveLength(40);
  // Copies of a down monitor: listed first, so the screenshot shows them among the others.
  addMonitors(
    server,
    (m) => m.status === 'down' && m.pause === 'active',
    TAILS.map((tail) => PREFIX + tail),
  );
  const popup = popupPage(await openPopup());
  await popup.page.setViewportSize({ width: 400, height: 600 });
  await syncRound(popup.page);
  await expect(popup.row(TAILS[2] ?? '')).toBeVisible();
  await popup.page.addStyleTag({ content: '[data-testid="last-synced"] { visibility: hidden; }' });
  await keepScreenshot(popup.page, 'popup-long-names.png');
  await popup.search.fill(PREFIX);
  await expect(popup.rows).toHaveCount(TAILS.length);

  for (const tail of TAILS) {
    const row = popup.row(tail);
    const name = row.locator('.monitor-name');
    const shown = await visibleText(name);
    expect(shown, 'the end that tells it apart is in view').toMatch(new RegExp(`${tail}$`));
    expect(shown.startsWith('Payments'), `"${shown}" starts like the name`).toBe(true);
    expect(shown, 'too long to fit whole: cut in the middle').toContain('…');
    await expect(name).toHaveAttribute('title', PREFIX + tail);
    await expect(row.getByTestId('monitor-open')).toHaveAccessibleName(new RegExp(PREFIX + tail));
    const [nameSize, metaSize] = await row.evaluate((element) =>
      ['.monitor-name', '.monitor-meta'].map((part) =>
        Number.parseFloat(getComputedStyle(element.querySelector(part) as Element).fontSize),
      ),
    );
    expect(nameSize).toBeGreaterThanOrEqual(13);
    expect(nameSize).toBeGreaterThanOrEqual(metaSize ?? Number.POSITIVE_INFINITY);
  }
});

test('the chart column starts at the same x in every row: paused or not, chart or none', async ({
  openPopup,
  server,
}) => {
  addMonitors(server, active, ['Aligned charted up']);
  addMonitors(server, paused, ['Aligned charted paused']);
  addMonitors(server, active, ['Aligned new up'], { fresh: true });
  addMonitors(server, paused, ['Aligned new paused'], { fresh: true });
  const popup = popupPage(await openPopup());
  await popup.page.setViewportSize({ width: 400, height: 600 });
  await syncRound(popup.page);
  await popup.search.fill('Aligned');
  await expect(popup.rows).toHaveCount(4);
  await expect(popup.page.locator('.sparkline polyline')).toHaveCount(2);
  await expect(popup.page.locator('.sparkline-empty')).toHaveCount(2);
  await expect(popup.page.getByRole('button', { name: /^Resume Aligned/ })).toHaveCount(2);
  await expect(popup.page.getByRole('button', { name: /^Pause Aligned/ })).toHaveCount(2);

  const columns = await popup.rows.evaluateAll((rows) =>
    rows.map((row) => {
      const x = (selector: string) =>
        Math.round((row.querySelector(selector) as Element).getBoundingClientRect().left);
      return { chart: x('.sparkline'), pause: x('[data-testid="pause-toggle"]') };
    }),
  );
  expect(new Set(columns.map((c) => c.chart)).size, JSON.stringify(columns)).toBe(1);
  expect(new Set(columns.map((c) => c.pause)).size, JSON.stringify(columns)).toBe(1);
});

/**
 * Rows in view at 400×600 with incidents and the museum strip: 6.93 with 44 px rows; 8.67 with
 * 34 px rows once the strips' text grew to the 13 px floor (components/theme.css).
 */
const ROWS_IN_VIEW_AT_LEAST = 8.5;

test('at 400×600 with incidents and the museum strip, more than eight and a half rows are in view', async ({
  openPopup,
}) => {
  const popup = popupPage(await openPopup());
  await popup.page.setViewportSize({ width: 400, height: 600 });
  await expect(popup.rows.nth(10)).toBeAttached();
  await expect(popup.page.getByTestId('museum-strip')).toBeVisible();
  await expect(popup.page.locator('.incidents')).toBeVisible();
  const inView = await rowsInView(popup.page.getByTestId('monitor-list'));
  console.log(`rows in view at 400×600: ${inView.toFixed(2)}`);
  await keepScreenshot(popup.page, 'popup-rows-in-view.png');
  expect(inView).toBeGreaterThanOrEqual(ROWS_IN_VIEW_AT_LEAST);
  // The denser row keeps its buttons' 28 px.
  const heights = await popup.rows
    .first()
    .evaluate((row) =>
      ['[data-testid="pause-toggle"]', '.row-menu button', '.monitor-open'].map(
        (part) => (row.querySelector(part) as Element).getBoundingClientRect().height,
      ),
    );
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(28);
  expect(await seriousA11yViolations(popup.page)).toEqual([]);
});

test('a row’s notes (paused until, not sent yet, alerts snoozed until) are read whole, never cut to “…”', async ({
  context,
  openPopup,
}) => {
  const popup = popupPage(await openPopup());
  await popup.page.setViewportSize({ width: 400, height: 600 });
  const up = popup.page.locator('[data-testid="monitor-row"].status-up');
  await expect(up.nth(1)).toBeVisible();
  const [pausedId, snoozedId] = await up.evaluateAll((rows) =>
    rows.slice(0, 2).map((row) => row.getAttribute('data-monitor-id') ?? ''),
  );
  const row = (id = '') =>
    popup.page.locator(`[data-testid="monitor-row"][data-monitor-id="${id}"]`);
  await row(snoozedId).getByTestId('row-menu').click();
  await popup.page.getByRole('menuitem', { name: 'Snooze alerts for 1 h' }).click();
  await context.setOffline(true);
  await row(pausedId).getByTestId('row-menu').click();
  await popup.page.getByRole('menuitem', { name: 'Pause for 1 h' }).click();

  // Paused, a monitor is listed last: the status filter brings it into view.
  const notes: [string | undefined, 'paused' | 'all', RegExp[]][] = [
    [pausedId, 'paused', [/until \d\d?:\d\d/, /not sent yet/]],
    [snoozedId, 'all', [/Muted until \d\d?:\d\d/]],
  ];
  for (const [id, status, expected] of notes) {
    await popup.statusFilter.selectOption(status);
    const meta = row(id).locator('.monitor-meta');
    for (const note of expected) await expect(meta).toContainText(note);
    const shown = await visibleText(meta);
    expect(shown).not.toContain('…');
    for (const note of expected) expect(shown).toMatch(note);
  }
});
