import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { resourceSection } from './pages/options-monitoring';
import { popupPage } from './pages/popup';
import { required } from './support/worker';

/** A new monitor's only day, as a server may send it: below 0 % (rounding, overlapping incidents). */
const impossibleDay = [{ date: '2026-11-18', uptime: -2.74, downtime: 900, checks: 3 }];
/** Twenty-four seconds down in a day: 99.996 %, which is not "100.00 %". */
const almostPerfectDay = [{ date: '2026-11-18', uptime: 99.996, downtime: 24, checks: 288 }];

function serveUptime(server: RunningServer, id: string, days: unknown[]) {
  server.context.faults.add({
    method: 'GET',
    path: `/endpoints/v1/monitors/uptime/${id}`,
    kind: 'rewrite',
    set: { uptime: days },
  });
}

/** The percentage in a piece of text, sign and all. */
const percentIn = (text: string) => Number(/(-?\d+(?:\.\d+)?)\s?%/.exec(text)?.[1] ?? Number.NaN);

test('uptime reads the same in the popup and the options page, always within 0–100 %', async ({
  openPopup,
  openOptions,
  server,
}) => {
  const monitors = [...server.context.state.monitoring.monitors.values()];
  const odd = required(
    monitors.find((m) => m.status === 'up' && m.pause === 'active'),
    'up monitor',
  );
  const down = required(
    monitors.find((m) => m.status === 'down' && m.pause === 'active'),
    'down monitor',
  );
  serveUptime(server, odd.id, impossibleDay);
  serveUptime(server, down.id, almostPerfectDay);

  const popup = popupPage(await openPopup());
  const shown = new Map<string, string>();
  for (const monitor of [odd, down]) {
    await popup.search.fill(monitor.name);
    const meta = popup.row(monitor.name).first().locator('.monitor-meta');
    await expect(meta).toContainText('%');
    shown.set(monitor.id, (await meta.textContent()) ?? '');
  }
  expect(percentIn(shown.get(odd.id) ?? '')).toBeGreaterThanOrEqual(0);
  expect(shown.get(odd.id)).toContain('0.00% · 1 d');
  expect(shown.get(down.id)).toContain('99.99% · 1 d');

  await popup.search.fill('');
  await expect(popup.page.getByTestId('row-uptime').first()).toBeVisible();
  for (const text of await popup.page.getByTestId('row-uptime').allTextContents()) {
    if (text === '—') continue;
    expect(percentIn(text)).toBeGreaterThanOrEqual(0);
    expect(percentIn(text)).toBeLessThanOrEqual(100);
  }

  const options = resourceSection(await openOptions('#/monitors'), 'monitors');
  for (const [id, text] of shown) {
    const figure = options.rowById(id).locator('td').last();
    await expect(figure).toHaveText(/%/);
    expect(text).toContain((await figure.textContent()) ?? 'missing');
  }

  const detail = await openOptions(`#/monitors/${down.id}`);
  await expect(detail.getByTestId('uptime-chart').getByRole('group')).toHaveAccessibleName(
    /^Last day: 99\.99% up overall/,
  );
});

/**
 * A row's figure over the default week: seven days, or six in the first minutes after midnight
 * UTC, when the server's today has no check yet (a day without checks does not count).
 */
const WEEK = /· [67] d$/;

test('offline, the popup still draws each row’s sparkline and its “· 7 d” uptime from the cache', async ({
  context,
  openPopup,
}) => {
  const online = popupPage(await openPopup());
  const firstRows = (page: typeof online) =>
    page.rows.evaluateAll((rows) =>
      rows
        // A pending monitor has not been checked yet: no chart, no figure. One in maintenance
        // may be pending too (the demo's running window covers one).
        .filter((row) => !row.matches('.status-pending, .status-maintenance'))
        .slice(0, 5)
        .map((row) => ({
          name: row.querySelector('.monitor-name')?.textContent,
          uptime: row.querySelector('[data-testid="row-uptime"]')?.textContent ?? null,
          line: row.querySelector('.sparkline polyline')?.getAttribute('points') ?? null,
        })),
    );
  await expect(online.page.locator('.sparkline polyline').first()).toBeVisible();
  await expect(online.page.getByTestId('row-uptime').first()).toHaveText(WEEK);
  // A chart not cached yet is fetched when its row shows, and arrives a moment after the others.
  await expect
    .poll(async () => (await firstRows(online)).every((row) => row.line && row.uptime))
    .toBe(true);
  const seen = await firstRows(online);
  expect(seen.filter((row) => row.line && WEEK.test(row.uptime ?? '')).length).toBeGreaterThan(0);
  await online.page.close();

  await context.setOffline(true);
  const offline = popupPage(await openPopup());
  await expect(offline.overall).toHaveText('Offline — showing saved data');
  await expect(offline.page.locator('.sparkline polyline').first()).toBeVisible();
  expect(await firstRows(offline)).toEqual(seen);
});
