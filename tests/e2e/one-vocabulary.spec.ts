import type { Locator, Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { optionsRecords, valuesOf } from './pages/options-resource-section';
import { popupPage } from './pages/popup';
import { sendCommand, syncRound } from './support/commands';
import { upMonitorGoesDown } from './support/e2e-server';
import { recordNotifications } from './support/notifications';
import { firstMonitorsPullLanded, notificationIds, required } from './support/worker';

// Every view names one state with one word, one duration one way, and a write as what it does.

/** Two syncs, the second after the first has landed: what confirms a change of health. */
async function syncTwice(popup: ReturnType<typeof popupPage>, landed: () => Promise<void>) {
  await expect(popup.refresh).toBeEnabled();
  await popup.refresh.click();
  await landed();
  await expect(popup.refresh).toBeEnabled();
  await popup.refresh.click();
}

test.describe('in German', () => {
  test.use({ language: 'de-DE' });

  test('the headline and the pill of a down monitor say the same word', async ({
    openPopup,
    server,
  }) => {
    const down = valuesOf(server.context.state.monitoring.monitors).filter(
      (m) => m.status === 'down' && m.pause === 'active',
    );
    const popup = popupPage(await openPopup());
    await popup.loaded();
    const pill = popup.row(required(down[0], 'down monitor').name).locator('.status-pill');
    const word = (await pill.textContent()) ?? '';
    expect(word).not.toBe('');
    await expect(popup.overall).toHaveText(`${down.length} Monitore ${word.toLowerCase()}`);
  });
});

test('a recovery notification and the Incidents page give one incident the same duration', async ({
  context,
  openPopup,
  openOptions,
  server,
}) => {
  const popup = popupPage(await openPopup());
  await popup.loaded();
  await firstMonitorsPullLanded(context);
  const monitor = await upMonitorGoesDown(server);
  await syncTwice(popup, () =>
    expect(popup.row(monitor.name).locator('.status-pill')).toHaveText('Down'),
  );
  await expect
    .poll(() => notificationIds(context))
    .toContainEqual(expect.stringContaining(`monitor:${monitor.id}:`));
  // The server's incident began 100 s before the first sync saw it down: a check runs between syncs.
  const incident = required(
    valuesOf(server.context.state.monitoring.incidents).find(
      (i) => i.monitorId === monitor.id && i.status === 'open',
    ),
    'the incident its going down opened',
  );
  incident.startedAt = new Date(Date.parse(incident.startedAt) - 100_000).toISOString();

  const shown = await recordNotifications(context);
  const titles = async () => (await shown()).map((n) => n.title);
  await fetch(`${server.url}/__control/monitors/${monitor.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'up' }),
  });
  await syncTwice(popup, () =>
    expect(popup.row(monitor.name).locator('.status-pill')).toHaveText('Up'),
  );
  await expect.poll(titles).toContainEqual(expect.stringMatching(/ is up again after .+ down$/));
  const title = required((await titles()).at(-1), 'recovery title');
  const said = required(/ is up again after (.+) down$/.exec(title)?.[1], 'duration');

  const page = await openOptions(`#/incidents/${incident.id}`);
  await expect(page.getByTestId('detail-incidents')).toContainText(`lasted ${said}.`);
});

/** A monitor's pause and another's resume, queued while offline: the outbox names each. */
test('the outbox says Pause for a pause and Resume for a resume', async ({
  context,
  openOptions,
  server,
}) => {
  const page = await openOptions('#/outbox');
  const monitors = valuesOf(server.context.state.monitoring.monitors);
  const running = required(
    monitors.find((m) => m.pause === 'active'),
    'running monitor',
  );
  const paused = required(
    monitors.find((m) => m.pause === 'paused'),
    'paused monitor',
  );
  await expect(page.getByTestId('outbox-summary')).toBeVisible();
  // The monitors are cached, as those a user pauses are: the outbox names a write's record from
  // the cache. Offline before the first sync had landed, it could only say "this record".
  await firstMonitorsPullLanded(context);
  await context.setOffline(true);
  for (const [monitor, pause] of [
    [running, true],
    [paused, false],
  ] as const)
    await sendCommand(page, 'submitWrite', {
      operation: 'pauseMonitor',
      recordId: monitor.id,
      payload: { paused: pause },
    });
  const titles = page.getByTestId('outbox-row').locator('strong');
  await expect(titles).toHaveText([`Pause ‘${running.name}’`, `Resume ‘${paused.name}’`]);
});

test('a refused create says the server’s reason in the popup’s alert and the outbox', async ({
  openOptions,
  openPopup,
}) => {
  const page = await openOptions('#/categories');
  const section = optionsRecords(page, 'categories');
  await section.loaded();
  await section.startNew();
  await section.newForm.getByLabel('Name').fill('production'); // taken: only the server knows
  await section.newForm.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByTestId('form-categories-refused')).toContainText(
    'Name is already used by another category',
  );
  const reason = /already used by another category/;

  await page.evaluate(() => (location.hash = '#/outbox'));
  await expect(page.getByTestId('outbox-why')).toContainText(reason);
  const popup = popupPage(await openPopup());
  await expect(popup.page.getByTestId('blocked-write')).toContainText(reason);
});

/** A name isolated from the text around it, as `<bdi>` is (UAX #9). */
async function expectIsolated(name: Locator) {
  await expect(name).toBeVisible();
  expect(await name.evaluate((e) => getComputedStyle(e).unicodeBidi)).toBe('isolate');
}

const OVERRIDE_NAME = 'Logo \u202Egnp.exe';

/** The server's first down monitor (the popup's first row), renamed with a right-to-left override. */
function renameWithOverride(server: RunningServer) {
  const monitor = required(
    valuesOf(server.context.state.monitoring.monitors).find(
      (m) => m.pause === 'active' && m.status === 'down',
    ),
    'down monitor',
  );
  monitor.name = OVERRIDE_NAME;
  return monitor;
}

async function outboxTitleParts(page: Page) {
  const title = page.getByTestId('outbox-row').first().locator('strong');
  return { name: title.locator('bdi'), title };
}

test('a name with a right-to-left override reorders nothing around it', async ({
  context,
  openPopup,
  openOptions,
  server,
}) => {
  const monitor = renameWithOverride(server);
  const popup = popupPage(await openPopup());
  await popup.loaded();
  await syncRound(popup.page);
  const row = popup.page.locator(`[data-testid="monitor-row"][data-monitor-id="${monitor.id}"]`);
  await expect(row.getByTestId('monitor-name')).toHaveText(OVERRIDE_NAME);
  await expectIsolated(row.getByTestId('monitor-name'));

  const page = await openOptions('#/monitors');
  const section = optionsRecords(page, 'monitors');
  await section.loaded();
  await context.setOffline(true);
  await sendCommand(page, 'submitWrite', {
    operation: 'pauseMonitor',
    recordId: monitor.id,
    payload: { paused: true },
  });
  await page.evaluate(() => (location.hash = '#/outbox'));
  const { name, title } = await outboxTitleParts(page);
  await expect(title).toHaveText(`Pause ‘${OVERRIDE_NAME}’`);
  // The closing quote is drawn after the name, not inside it.
  const quote = await title.evaluate((element) => {
    const text = element.lastChild as Text;
    const range = document.createRange();
    range.setStart(text, (text.textContent ?? '').length - 1);
    range.setEnd(text, (text.textContent ?? '').length);
    const box = range.getBoundingClientRect();
    return { x: box.x };
  });
  await expectIsolated(name);
  const nameBox = await name.boundingBox();
  if (!nameBox) throw new Error('the name is not drawn');
  expect(quote.x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width - 1);
});
