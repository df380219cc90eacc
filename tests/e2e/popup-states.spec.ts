import type { Fault } from '../server/core/faults';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { keepScreenshot, seriousA11yViolations, syncRound } from './support/commands';
import { startE2eServer } from './support/e2e-server';
import { launchWithExtension } from './support/extension';

/** A test whose server has `faults` in place before the browser starts (the first sync meets them). */
const withFaultsFromStart = (...faults: Fault[]) =>
  test.extend({
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    server: async ({}, use) => {
      const server = await startE2eServer();
      for (const fault of faults) server.context.faults.add(fault);
      await use(server);
      await server.close();
    },
  });

/** The first sync's lists are held at the server until the test lets them go. */
const slowFirstSync = withFaultsFromStart(
  ...['monitors', 'incidents'].map(
    (list): Fault => ({
      method: 'GET',
      path: `/endpoints/v1/${list}/list`,
      kind: 'hold-until-released',
    }),
  ),
);

slowFirstSync(
  'while the first sync runs, the popup says it is loading and nothing else',
  async ({ openPopup, server }) => {
    const popup = popupPage(await openPopup());
    await popup.loaded();
    await expect(popup.overall).toHaveText('Loading monitors…');
    expect(await popup.page.locator('main').innerText()).not.toMatch(
      /No monitors yet|No open incidents/,
    );
    await expect(popup.page.getByTestId('monitor-list-loading')).toBeVisible();
    await expect(popup.overall).toHaveText('Loading monitors…');
    // Cleared, not released: released, the next request for a list would be held again.
    server.context.faults.clear();
    await expect(popup.rows.first()).toBeVisible({ timeout: 15_000 });
    // Connected: the footer has nothing to say about the connection any more.
    await expect(popup.page.getByTestId('status-monitoring')).toHaveCount(0);
  },
);

const failures: [string, (server: import('../server/start').RunningServer) => Promise<void>][] = [
  ['the server stops', (server) => server.close()],
  [
    'the server answers 502',
    async (server) =>
      server.context.faults.add({ path: '/endpoints/v1/**', kind: 'status', status: 502 }),
  ],
  [
    'the answer is cut off',
    async (server) => server.context.faults.add({ path: '/endpoints/v1/**', kind: 'truncate' }),
  ],
];

for (const [what, fail] of failures) {
  test(`when ${what}, the popup no longer says connected or freshly synced`, async ({
    openPopup,
    server,
  }) => {
    const popup = popupPage(await openPopup());
    await expect(popup.rows.first()).toBeVisible();
    await expect(popup.page.getByTestId('status-monitoring')).toHaveCount(0);
    // No round still running when the server fails: the click's round is the one that meets it.
    await syncRound(popup.page);
    await fail(server);
    await popup.refresh.click();
    await expect(popup.lastSynced).toContainText('the last try failed');
    await expect(popup.page.getByTestId('status-panel')).toContainText(
      what === 'the server stops' ? 'Monitoring not reachable' : 'Monitoring server failing',
    );
  });
}

test('while every sign-in fails, Connections says so instead of showing a session', async ({
  openPopup,
  openOptions,
  server,
}) => {
  const popup = popupPage(await openPopup());
  await syncRound(popup.page);
  // The saved token is refused, and signing in again is refused too.
  server.context.faults.add({ path: '/endpoints/v1/monitors/**', kind: 'status', status: 401 });
  server.context.faults.add({ path: '/endpoints/v1/auth/login', kind: 'status', status: 401 });
  await popup.refresh.click();
  await expect(popup.overall).toHaveText('Signed out');
  await expect(popup.page.getByTestId('status-monitoring')).toHaveText('sign-in failing');
  const options = await openOptions('#/connections');
  await expect(options.getByTestId('monitoring-sign-in')).toContainText('Signing in failed');
  await expect(options.getByText(/^Signed in as/)).toHaveCount(0);
});

test('without a museum connection there is no museum strip', async ({ openPopup }) => {
  const popup = popupPage(await openPopup());
  await expect(popup.page.getByTestId('museum-strip')).toBeVisible();
  await popup.page.evaluate(() => chrome.storage.local.set({ museumBaseUrl: '' }));
  const fresh = popupPage(await openPopup());
  await expect(fresh.rows.first()).toBeVisible();
  await expect(fresh.page.getByTestId('museum-strip')).toHaveCount(0);
  await expect(fresh.page.getByText('Closed today')).toHaveCount(0);
  // Not set up is the user's choice, not trouble: the footer does not mention the museum.
  await expect(fresh.page.getByTestId('status-panel')).not.toContainText('Museum');
});

const hoursFail = withFaultsFromStart({
  method: 'GET',
  path: '/v1.1/museum-hours',
  kind: 'status',
  status: 500,
});

hoursFail(
  'when the opening hours fail to load, the strip says so and offers no ticket',
  async ({ openPopup }) => {
    const popup = popupPage(await openPopup());
    await expect(popup.page.getByTestId('museum-hours')).toHaveText(
      'Opening hours could not be loaded',
    );
    await expect(popup.page.getByText('Closed today')).toHaveCount(0);
    await expect(popup.page.getByTestId('buy-ticket-toggle')).toHaveCount(0);
  },
);

test('with nothing set up there is nothing to refresh, and the demo of this build says whether it answered', async ({
  openPopup,
  server,
}) => {
  const popup = popupPage(await openPopup());
  await expect(popup.rows.first()).toBeVisible();
  await popup.page.evaluate(() =>
    chrome.storage.local.set({ monitoringBaseUrl: '', museumBaseUrl: '' }),
  );
  const fresh = popupPage(await openPopup());
  await expect(fresh.page.getByTestId('first-run-setup')).toBeVisible();
  await expect(fresh.refresh).toHaveCount(0);
  await expect(fresh.page.getByTestId('museum-strip')).toHaveCount(0);

  // The e2e build names a local server (.env.e2e), so it offers that server as the demo.
  await server.close();
  await fresh.page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(fresh.page.getByTestId('demo-problem')).toContainText(
    'Nothing answered at http://127.0.0.1:',
  );
  await expect(fresh.page.getByTestId('first-run-setup')).toBeVisible();

  const again = await startE2eServer();
  try {
    await fresh.page.getByRole('button', { name: 'Try the demo' }).click();
    await expect(fresh.rows.first()).toBeVisible();
    await expect(fresh.refresh).toBeVisible();
  } finally {
    await again.close();
  }
});

for (const [language, said, list, hours] of [
  [
    'en',
    'Offline — not synced yet',
    'Your monitors appear here once Gatehouse can reach the server.',
    'Opening hours not synced yet',
  ],
  [
    'de',
    'Offline – noch nicht synchronisiert',
    'Ihre Monitore erscheinen hier, sobald Gatehouse den Server erreicht.',
    'Öffnungszeiten noch nicht synchronisiert',
  ],
] as const) {
  test(`a first run with no network says it has not synced yet, not that there are no monitors (${language})`, async () => {
    const { context, extensionId } = await launchWithExtension({ offline: true, language });
    try {
      const page = await context.newPage();
      await page.setViewportSize({ width: 400, height: 600 });
      await page.goto(`chrome-extension://${extensionId}/popup.html`);
      await expect(page.getByTestId('overall-state')).toHaveText(said);
      await expect(page.getByTestId('monitor-list-empty')).toHaveText(list);
      await expect(page.getByTestId('museum-hours')).toHaveText(hours);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await seriousA11yViolations(page)).toEqual([]);
        await keepScreenshot(page, `popup-first-run-offline-${language}-${scheme}.png`);
      }
    } finally {
      await context.close();
    }
  });
}
