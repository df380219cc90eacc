import type { Page } from '@playwright/test';
import { isoDateFromToday, localDay } from '../../lib/model/calendar';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { doorPage } from './pages/tickets';
import { HIDE_CLOCK_TEXT, keepScreenshot, seriousA11yViolations } from './support/commands';
import { ALL_DAY, publishHours } from './support/museum';
import { badge } from './support/worker';

// A browser whose language is German: the extension's words, plurals, numbers and dates follow.
test.use({ language: 'de-DE' });

const GERMAN_STATUSES = ['Gestört', 'Wartung', 'Pausiert', 'Wartet', 'OK'];

test('the popup speaks German: headline with plurals, rows, uptime, footer and badge', async ({
  context,
  openPopup,
  server,
}) => {
  const monitors = [...server.context.state.monitoring.monitors.values()];
  const down = monitors.filter((m) => m.status === 'down' && m.pause === 'active');
  expect(down.length).toBeGreaterThan(1);
  const popup = popupPage(await openPopup());
  await popup.page.setViewportSize({ width: 400, height: 600 });
  await expect(popup.overall).toHaveText(`${down.length} Monitore gestört`);
  await expect(popup.page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(popup.lastSynced).toHaveText(/^Synchronisiert (gerade eben|vor \d+ Minuten?)$/);

  const statuses = await popup.rowStatuses();
  expect(statuses).toContain('Gestört');
  expect(statuses.filter((status) => !GERMAN_STATUSES.includes(status))).toEqual([]);
  const downRow = popup.page.locator('[data-testid="monitor-row"].status-down').first();
  const name = (await downRow.locator('.monitor-name').textContent()) ?? '';
  await expect(downRow.getByTestId('pause-toggle')).toHaveAttribute('title', 'Pausieren');
  await expect(downRow.getByTestId('pause-toggle')).toHaveAccessibleName(`${name} pausieren`);
  // "99,93 % · 7 T": a German decimal comma, a space before %, and the days as German writes them.
  await expect(popup.page.getByTestId('row-uptime').first()).toHaveText(
    /^\d{1,3},\d{2}\u00a0% · \d+ T$/,
  );
  // The footer names a connection only when it is in trouble.
  await expect(popup.page.getByTestId('status-monitoring')).toHaveCount(0);
  await expect(popup.page.getByTestId('status-interval')).toHaveText('Aktualisiert alle 5 Minuten');
  await expect(popup.search).toHaveAttribute('placeholder', 'Suchen  ( / )');
  await expect
    .poll(async () => (await badge(context)).title)
    .toMatch(
      new RegExp(
        `^Gatehouse: ${down.length} Monitore gestört \\((gerade|vor \\d+ Min\\.) synchronisiert\\)`,
      ),
    );

  await expect(popup.page.locator('.sparkline polyline').first()).toBeVisible();
  expect(await seriousA11yViolations(popup.page)).toEqual([]);
  await popup.page.addStyleTag({ content: HIDE_CLOCK_TEXT });
  await expect(popup.page).toHaveScreenshot('popup-de.png', { maxDiffPixelRatio: 0.03 });

  // One left down: the singular, in the popup and on the toolbar button.
  for (const monitor of down.slice(1)) {
    await fetch(`${server.url}/__control/monitors/${monitor.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'up' }),
    });
  }
  await popup.page.getByRole('button', { name: 'Jetzt aktualisieren' }).click();
  await expect(popup.overall).toHaveText('1 Monitor gestört');
  await expect.poll(async () => (await badge(context)).title).toMatch('1 Monitor gestört');
});

/**
 * Buys general entry for `date` through the German popup's "Ticket kaufen", which opens the
 * Tickets page, reading the German labels.
 */
async function buyInGerman(popup: Page, date: string) {
  const opened = popup.context().waitForEvent('page');
  await popup.getByRole('link', { name: 'Ticket kaufen' }).click();
  const page = await opened;
  const form = page.getByRole('form', { name: 'Museumsticket kaufen' });
  await form.getByRole('radio', { name: 'Normaler Eintritt' }).check();
  await expect(form.getByTestId('ticket-price')).toHaveText(
    'Für den normalen Eintritt ist kein Preis veröffentlicht: Der Ticketdienst des Museums nennt keinen.',
  );
  await form.getByLabel('Datum', { exact: true }).selectOption(date);
  await form.getByLabel('E-Mail').fill('besucher@example.com');
  await form.getByRole('button', { name: 'Kaufen' }).click();
  const status = page.getByTestId('purchase-status');
  await expect(status).toHaveAttribute('data-state', 'bought');
  await expect(status).toContainText('Bestätigungscode');
}

test('the door speaks German: title, date, warning, details and navigation', async ({
  context,
  extensionId,
  openPopup,
  server,
}) => {
  const tomorrowDay = isoDateFromToday(1);
  const tomorrow = localDay(tomorrowDay);
  const popup = await openPopup();
  await publishHours(server, popup, [ALL_DAY, ALL_DAY]);
  await buyInGerman(popup, tomorrowDay);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`chrome-extension://${extensionId}/door.html`);
  const door = doorPage(page);
  await expect(door.qr).toBeVisible();

  await expect(page).toHaveTitle('Gatehouse – Tickets am Eingang');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(door.position).toHaveText('Ticket 1 von 1');
  await expect(page.getByRole('button', { name: 'Nächstes Ticket' })).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Normaler Eintritt');
  const longDate = new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(tomorrow);
  // A German weekday, so the check below bites.
  expect(longDate).toMatch(/^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), /);
  await expect(page.getByTestId('door-date')).toHaveText(longDate);
  await expect(door.warning('not-today')).toHaveText(
    `Nicht für heute: Dieses Ticket gilt am ${longDate}.`,
  );
  await expect(door.details).toContainText('Inhaber');
  await expect(door.details).toContainText('besucher@example.com');
  await expect(page.getByTestId('door-cached-at')).toHaveText(
    /^Gespeichert am \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ um \d{1,2}:\d{2}$/,
  );
  await expect(page.locator('.door-hint')).toHaveText(
    'Mit ← und → oder durch Wischen das Ticket wechseln.',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, 'door-de.png');
});

test('a sync the gateway breaks is explained in German; the server’s own words stay its own', async ({
  openPopup,
  server,
}) => {
  const popup = popupPage(await openPopup());
  await expect(popup.overall).toHaveText(/Monitore? gestört$/);
  server.context.faults.add({ path: '/endpoints/v1/monitors/list', kind: 'status', status: 502 });
  await popup.page.getByRole('button', { name: 'Jetzt aktualisieren' }).click();
  await expect(popup.overall).toHaveText('Synchronisierung fehlgeschlagen – gespeicherte Daten');
  await expect(popup.page.getByTestId('glance-why')).toHaveText(
    'Monitore laden: Ein Gateway zwischen Gatehouse und dem Server ist ausgefallen (HTTP 502); der Server hat die Anfrage womöglich trotzdem ausgeführt. Der Server meldete: „Injected fault: HTTP 502“.',
  );
});

test('the buy form names a wrong email in German and keeps what was typed', async ({
  openPopup,
  server,
}) => {
  const popup = await openPopup();
  await publishHours(server, popup, [ALL_DAY, ALL_DAY]);
  const opened = popup.context().waitForEvent('page');
  await popup.getByRole('link', { name: 'Ticket kaufen' }).click();
  const page = await opened;
  const form = page.getByRole('form', { name: 'Museumsticket kaufen' });
  await form.getByRole('radio', { name: 'Normaler Eintritt' }).check();
  await form.getByLabel('E-Mail').fill('besucher-at-example.com');
  await form.getByRole('button', { name: 'Kaufen' }).click();
  await expect(form.getByText('Geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
  await expect(form.getByLabel('E-Mail')).toHaveValue('besucher-at-example.com');
  await expect(page.getByTestId('purchase-status')).toHaveCount(0);
});

test('with only the server gone, the popup says so in German and the badge keeps its count', async ({
  context,
  openPopup,
  server,
}) => {
  const popup = popupPage(await openPopup());
  await popup.page.setViewportSize({ width: 400, height: 600 });
  await expect(popup.overall).toHaveText(/Monitore gestört/);
  await expect.poll(async () => (await badge(context)).text).toMatch(/^[1-9]\d*$/);
  const down = (await badge(context)).text;
  await server.close();
  await popup.refresh.click();
  await expect(popup.overall).toHaveText('Server nicht erreichbar – gespeicherte Daten');
  await expect.poll(() => badge(context)).toMatchObject({ text: `${down}?` });
  expect((await badge(context)).title).toContain('Server nicht erreichbar; zuletzt bekannt:');
  await popup.page.addStyleTag({ content: HIDE_CLOCK_TEXT });
  for (const scheme of ['light', 'dark'] as const) {
    await popup.page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(popup.page)).toEqual([]);
    await keepScreenshot(popup.page, `popup-server-unreachable-de-${scheme}.png`);
  }
});
