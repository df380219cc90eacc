import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { syncRound } from './support/commands';
import { required } from './support/worker';

test('names sort naturally: us-5, us-6, us-50', async ({ openPopup, server }) => {
  const monitors = server.context.state.monitoring.monitors;
  const model = required(
    [...monitors.values()].find((m) => m.status === 'up' && m.pause === 'active'),
    'up monitor',
  );
  for (const name of ['us-50', 'us-6', 'us-5', 'us-100'])
    monitors.set(`mon_${name}`, { ...model, id: `mon_${name}`, name });

  const popup = popupPage(await openPopup());
  await syncRound(popup.page);
  await popup.search.fill('us-');
  await expect.poll(() => popup.rowNames()).toEqual(['us-5', 'us-6', 'us-50', 'us-100']);
});

test('a new search starts at the top of the list', async ({ openPopup }) => {
  const popup = popupPage(await openPopup());
  await popup.page.setViewportSize({ width: 400, height: 600 });
  await expect(popup.rows.first()).toBeVisible();
  const list = popup.page.getByTestId('monitor-list');
  await list.evaluate((scroller) => scroller.scrollTo(0, 400));
  await expect.poll(() => list.evaluate((scroller) => scroller.scrollTop)).toBe(400);
  // One letter: still a long list, so nothing but the search itself can bring it back up.
  await popup.search.fill('e');
  await expect.poll(() => list.evaluate((scroller) => scroller.scrollTop)).toBe(0);
});

test('a long list scrolls to its last monitor while only the rows in view are drawn', async ({
  openPopup,
  server,
}) => {
  const monitors = server.context.state.monitoring.monitors;
  const model = required(
    [...monitors.values()].find((m) => m.status === 'up' && m.pause === 'active'),
    'up monitor',
  );
  for (let n = 1; n <= 3_000; n++)
    monitors.set(`mon_zz_${n}`, { ...model, id: `mon_zz_${n}`, name: `zz-${n}` });

  const popup = popupPage(await openPopup());
  await syncRound(popup.page);
  const list = popup.page.getByTestId('monitor-list');
  const rowHeight = await popup.rows
    .first()
    .evaluate((row) => (row.parentElement ?? row).getBoundingClientRect().height);
  await expect
    .poll(() => list.evaluate((scroller) => scroller.scrollHeight), { timeout: 15_000 })
    .toBeGreaterThan(3_000 * rowHeight);
  await list.evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));
  await expect(popup.row('zz-3000')).toBeVisible();
  await expect(popup.row('zz-2999')).toBeVisible();
  expect(await popup.rows.count()).toBeLessThan(40);
  // Back in the middle: the rows there are read and drawn too, not left blank.
  await list.evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight / 2));
  await expect.poll(async () => (await popup.rowNames()).length).toBeGreaterThan(5);
  await popup.search.fill('zz-150');
  await expect
    .poll(() => popup.rowNames())
    .toEqual(['zz-150', ...Array.from({ length: 10 }, (_, n) => `zz-${1500 + n}`)]);
});
