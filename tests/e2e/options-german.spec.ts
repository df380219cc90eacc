import { expect, test } from './fixtures';
import { resourceSection } from './pages/options-monitoring';
import { keepScreenshot, seriousA11yViolations } from './support/commands';
import { required } from './support/worker';

// A browser whose language is German: the monitor and incident details, their charts and the
// connection check speak it too, numbers and dates included.
test.use({ language: 'de-DE' });

test('a monitor’s detail speaks German: its facts, switch, charts and their summaries', async ({
  openOptions,
  server,
}) => {
  const target = required(
    [...server.context.state.monitoring.monitors.values()].find(
      (m) => m.status === 'up' && m.pause === 'active',
    ),
    'up monitor',
  );
  const monitors = resourceSection(await openOptions(`#/monitors/${target.id}`), 'monitors');
  const page = monitors.page;
  await expect(monitors.heading).toHaveText(target.name);
  const facts = page.getByTestId('monitor-facts');
  const fact = (term: string) => facts.locator('div').filter({ hasText: term }).locator('dd');
  await expect(fact('Status')).toHaveText('OK');
  await expect(fact('Geprüft alle')).toHaveText(/^\d+ (Sekunden|Minuten?|Stunden?)$/);
  await expect(fact('Offene Vorfälle')).toHaveText(/^\d+$/);
  // A day as German writes it ("23.11.2026"), not the server's ISO stamp, and no time of day.
  await expect(fact('Angelegt')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(
    page.getByRole('switch', { name: 'Über diesen Monitor benachrichtigen' }),
  ).toBeChecked();
  await expect(page.getByRole('heading', { level: 3, name: 'Einstellungen' })).toBeVisible();
  // The record's noun as German writes it, capital and all.
  await expect(monitors.button('Monitor löschen')).toBeVisible();

  const times = page.getByTestId('response-time-chart');
  await expect(times.locator('figcaption')).toHaveText('Antwortzeit, letzte 24 Stunden');
  await expect(times.getByRole('group')).toHaveAccessibleName(
    /^Letzte 24 Stunden: schnellste \d+ ms, im Schnitt \d+ ms, langsamste \d+ ms; \d+ fehlgeschlagene Prüfungen?\.$/,
  );
  const uptime = page.getByTestId('uptime-chart');
  await expect(uptime.locator('figcaption')).toHaveText('Verfügbarkeit pro Tag, letzte 7 Tage');
  await expect(uptime.getByRole('group')).toHaveAccessibleName(
    /^Letzte 7 Tage: insgesamt \d{1,3},\d{2}\u00a0% erreichbar(; am \S+ \d+\. nur \d{1,3},\d{2}\u00a0%)?\.$/,
  );
  // Each day by its German short name: "Mo., 23.: 99,50 %".
  await expect(uptime.getByTestId('chart-point').first()).toHaveAttribute(
    'aria-label',
    /^(Mo|Di|Mi|Do|Fr|Sa|So)\., \d{1,2}\.: \d{1,3},\d{2}\u00a0%$/,
  );

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(
      page,
      `options-monitor-detail-de-${scheme}.png`,
      page.getByTestId('detail-monitors'),
    );
  }
});

test('an incident’s detail and its comment box speak German', async ({ openOptions, server }) => {
  const target = required(
    [...server.context.state.monitoring.incidents.values()].find((i) => i.status === 'open'),
    'open incident',
  );
  const incidents = resourceSection(await openOptions(`#/incidents/${target.id}`), 'incidents');
  const page = incidents.page;
  await expect(page.getByTestId('incident-summary')).toHaveText(
    /^Offen — .+\. Beginn \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}; dauert seit .+ an\. Monitor öffnen$/,
  );
  await expect(page.getByRole('heading', { level: 3, name: 'Verlauf' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Kommentare' })).toBeVisible();
  await incidents.button('Kommentar hinzufügen').click();
  await expect(page.getByTestId('comment-form')).toContainText(
    'Schreiben Sie zuerst einen Kommentar.',
  );
  await expect(page.getByLabel('Kommentar schreiben')).toHaveValue('');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, `options-incident-de-${scheme}.png`, incidents.detail);
  }
});

test('the connection check says in German what to fix', async ({ openOptions, server }) => {
  const page = await openOptions('#/connections');
  const form = page.getByTestId('connection-monitoring');
  const result = page.getByTestId('monitoring-sign-in');
  const signIn = form.getByRole('button', { name: 'Anmelden', exact: true });

  await form.getByLabel('Passwort').fill('falsch');
  await signIn.click();
  await expect(result).toContainText(
    'Der Server hat die Anmeldung abgelehnt. Prüfen Sie E-Mail-Adresse bzw. Benutzernamen und Passwort.',
  );
  await form.getByLabel('Passwort').fill('demo');
  await form.getByLabel('Serveradresse').fill(`${server.url}/elsewhere`);
  await signIn.click();
  await expect(result).toContainText(
    'Ein Server hat geantwortet, aber nicht wie dieser Dienst. Prüfen Sie die Adresse samt Pfad.',
  );
  await form.getByLabel('Serveradresse').fill('http://127.0.0.1:9');
  await signIn.click();
  await expect(result).toContainText('Gatehouse hat den Server nicht erreicht.');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, `options-connections-de-${scheme}.png`, page.locator('main'));
  }
  await form.getByLabel('Serveradresse').fill(server.url);
  await signIn.click();
  await expect(result).toContainText('demo@example.com');
});
