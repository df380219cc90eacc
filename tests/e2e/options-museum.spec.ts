import { localToday } from '../server/museum/calendar';
import { openingHoursFrom } from '../server/museum/hours';
import { expect, test } from './fixtures';
import { optionsRecords, valuesOf } from './pages/options-resource-section';
import { buyOnTicketsPage, confirmedCode } from './pages/tickets';
import { seriousA11yViolations } from './support/commands';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const eventsNamed = (
  server: { context: { state: { museum: { events: Map<string, { name: string }> } } } },
  name: string,
) => valuesOf(server.context.state.museum.events).filter((e) => e.name === name);

test('special events: create with a date list, edit, delete — the server follows each step', async ({
  openOptions,
  server,
}) => {
  const page = await openOptions('#/events');
  const events = optionsRecords(page, 'events');
  await events.loaded();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await events.startNew();
  const form = events.newForm;
  await form.getByLabel('Name', { exact: true }).fill('Lantern Night');
  await form.getByLabel('Location', { exact: true }).fill('Courtyard');
  await form.getByLabel('Description', { exact: true }).fill('Paper lanterns after dark.');
  await form.getByLabel('Date 1', { exact: true }).fill(inDays(3));
  await form.getByRole('button', { name: 'Add date' }).click();
  await form.getByLabel('Date 2', { exact: true }).fill(inDays(4));
  await form.getByLabel('Price', { exact: true }).fill('12.5');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Create special event' }).click();
  await expect.poll(() => eventsNamed(server, 'Lantern Night').length).toBe(1);
  const created = eventsNamed(server, 'Lantern Night')[0] as unknown as {
    eventId: string;
    dates: string[];
    price: number;
  };
  expect(created).toMatchObject({ dates: [inDays(3), inDays(4)], price: 12.5 });

  await events.openCreated('Lantern Night', created.eventId);
  await events.editForm.getByLabel('Location', { exact: true }).fill('Great Hall');
  await events.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(
      () =>
        (server.context.state.museum.events.get(created.eventId) as { location?: string })
          ?.location,
    )
    .toBe('Great Hall');
  const patch = server.context.log.entries.find((e) => e.method === 'PATCH');
  expect(patch?.body).toEqual({ location: 'Great Hall' });
  expect(await seriousA11yViolations(page)).toEqual([]);

  await events.remove();
  await expect.poll(() => server.context.state.museum.events.has(created.eventId)).toBe(false);
});

test('an event created offline shows as not sent yet and reaches the server once', async ({
  context,
  openOptions,
  server,
}) => {
  const page = await openOptions('#/events');
  const events = optionsRecords(page, 'events');
  await events.loaded();
  await context.setOffline(true);
  await events.startNew();
  await events.newForm.getByLabel('Name', { exact: true }).fill('Offline Opening');
  await events.newForm.getByLabel('Location', { exact: true }).fill('Atrium');
  await events.newForm.getByLabel('Description', { exact: true }).fill('Planned without a signal.');
  await events.newForm.getByLabel('Date 1', { exact: true }).fill(inDays(6));
  await events.newForm.getByLabel('Price', { exact: true }).fill('0');
  await events.newForm.getByRole('button', { name: 'Create special event' }).click();
  // Queued: the page follows it to its detail first; only then back to the list.
  await expect(events.detail.getByRole('heading', { level: 2 })).toHaveText('Offline Opening');
  await events.goTo('#/events');
  await expect(events.row('Offline Opening')).toContainText('not sent yet');

  await context.setOffline(false);
  await expect
    .poll(() => eventsNamed(server, 'Offline Opening').length, { timeout: 15_000 })
    .toBe(1);
  await expect(events.row('Offline Opening')).not.toContainText('not sent yet');
  expect(
    server.context.log.entries.filter(
      (e) => e.method === 'POST' && e.path === '/v1.1/special-events',
    ),
  ).toHaveLength(1);
});

test('museum hours and the tickets page render from the cache and pass axe', async ({
  context,
  openOptions,
}) => {
  const page = await openOptions('#/hours');
  const hours = optionsRecords(page, 'hours');
  await hours.loaded();
  // Offline and reopened: what shows now comes from the cache alone.
  await context.setOffline(true);
  await page.reload();
  await hours.loaded();
  const published = openingHoursFrom(localToday(new Date())).slice(0, 6);
  for (const day of published) {
    // The published value, as this browser writes a time of day ("10:00 AM"); a weekend time
    // comes without its colon ("1000") and must still read as a time.
    const [open, close] = await page.evaluate(
      (times) =>
        times.map((time) => {
          const [, h, m] = /^(\d\d):?(\d\d)$/.exec(time) ?? [];
          const at = Date.UTC(2000, 0, 1, Number(h), Number(m));
          const format = { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' } as const;
          return new Intl.DateTimeFormat(undefined, format).format(at);
        }),
      [day.timeOpen, day.timeClose],
    );
    await expect(hours.row(day.date)).toContainText(open as string);
    await expect(hours.row(day.date)).toContainText(close as string);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.evaluate(() => (location.hash = '#/tickets'));
  await expect(page.getByRole('heading', { name: 'Tickets', level: 2 })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a ticket bought from the options page is bought once and listed under my tickets', async ({
  openOptions,
  server,
}) => {
  const page = await openOptions('#/tickets');
  // Buying from the popup opens this page; its own "Buy ticket" buys here too.
  await buyOnTicketsPage(page, 'general');
  const code = await confirmedCode(page);
  const tickets = [...server.context.state.museum.tickets.values()];
  expect(tickets.map((t) => t.confirmationCode)).toEqual([code]);
  const card = page.getByTestId('purchase-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('General entry');
});
