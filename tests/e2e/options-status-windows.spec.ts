import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { optionsRecords, valuesOf } from './pages/options-resource-section';
import { seriousA11yViolations } from './support/commands';
import { required } from './support/worker';

/** A datetime-local value `hours` from now, and the ISO time the browser reads it as. */
async function localTime(page: Page, hours: number) {
  return page.evaluate((h) => {
    const at = new Date(Date.now() + h * 3_600_000);
    at.setSeconds(0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    return { local, iso: at.toISOString() };
  }, hours);
}

test('a maintenance window is scheduled, rescheduled, paused, resumed and deleted', async ({
  openOptions,
  server,
}) => {
  const state = () => server.context.state.monitoring;
  const monitor = required(valuesOf(state().monitors)[4], 'fifth monitor');
  const section = optionsRecords(await openOptions('#/windows'), 'windows');
  await section.loaded();
  expect(await seriousA11yViolations(section.page)).toEqual([]);
  const zone = await section.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const start = await localTime(section.page, 24);
  const end = await localTime(section.page, 26);
  const later = await localTime(section.page, 28);

  await section.startNew();
  const form = section.newForm;
  await expect(form.getByLabel('Time zone shown with the window')).toHaveValue(zone);
  await form.getByLabel('Name').fill('Cache flush');
  await form.getByLabel('Description').fill('Flushing the edge caches');
  await (await section.choice('new', 'monitors', monitor.name)).check();
  await form.getByLabel('Repeats').selectOption({ label: 'Every week' });
  await (await section.choice('new', 'days', 'Monday')).check();
  await (await section.choice('new', 'days', 'Wednesday')).check();
  await form.getByLabel('Start', { exact: true }).fill(end.local);
  await form.getByLabel('End', { exact: true }).fill(start.local);
  await form.getByRole('button', { name: 'Create maintenance window' }).click();
  await expect(form.getByTestId('error-windows-new-end')).toContainText('after the start');
  expect(await seriousA11yViolations(section.page)).toEqual([]);

  await form.getByLabel('Start', { exact: true }).fill(start.local);
  await form.getByLabel('End', { exact: true }).fill(end.local);
  await form.getByRole('button', { name: 'Create maintenance window' }).click();
  await expect
    .poll(() => valuesOf(state().windows).find((w) => w.name === 'Cache flush'))
    .toMatchObject({
      description: 'Flushing the edge caches',
      monitors: [monitor.id],
      schedule: { type: 'weekly', start: start.iso, end: end.iso, timezone: zone, days: [1, 3] },
    });
  const id = required(
    valuesOf(state().windows).find((w) => w.name === 'Cache flush'),
    'new window',
  ).id;
  await section.openCreated('Cache flush', id);
  await expect(section.detail.getByTestId('window-status')).toHaveText('Status: Scheduled');
  await expect(section.action('End now')).toHaveCount(0);
  expect(await seriousA11yViolations(section.page)).toEqual([]);

  const edit = section.editForm;
  await expect(await section.choice('edit', 'days', 'Wednesday')).toBeChecked();
  await edit.getByLabel('Repeats').selectOption({ label: 'Once' });
  await expect(edit.locator('#windows-edit-days')).toHaveCount(0);
  await edit.getByLabel('End', { exact: true }).fill(later.local);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(() => state().windows.get(id)?.schedule)
    .toEqual({ type: 'once', start: start.iso, end: later.iso, timezone: zone, days: [] });

  await section.action('Pause').click();
  await expect.poll(() => state().windows.get(id)?.paused).toBe(true);
  await expect(section.detail.getByTestId('window-status')).toHaveText('Status: Paused');
  await section.action('Resume').click();
  await expect.poll(() => state().windows.get(id)?.paused).toBe(false);
  await expect(section.detail.getByTestId('window-status')).toHaveText('Status: Scheduled');

  await section.remove();
  await expect.poll(() => state().windows.has(id)).toBe(false);
  await expect(section.row('Cache flush')).toHaveCount(0);
});

test('a running maintenance window is ended early', async ({ openOptions, server }) => {
  const state = () => server.context.state.monitoring;
  const running = required(
    valuesOf(state().windows).find((w) => w.name === 'CDN certificate rotation'),
    'running window',
  );
  const section = optionsRecords(await openOptions('#/windows'), 'windows');
  await section.loaded();
  await expect(section.row(running.name)).toContainText('Active now');
  await section.open(running.name);
  await section.action('End now').click();
  await expect.poll(() => state().windows.get(running.id)?.endedAt).not.toBeNull();
  await expect(section.detail.getByTestId('window-status')).toHaveText('Status: Ended');
  await expect(section.action('Pause')).toHaveCount(0);
  await expect(section.action('End now')).toHaveCount(0);
});

for (const [language, notIso] of [
  ['en-US', /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\b/],
  ['de-DE', /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\b/],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ language });

    test(`a maintenance window starts at a date and time written as ${language} writes them, in its own time zone`, async ({
      openOptions,
      server,
    }) => {
      const window = required(
        valuesOf(server.context.state.monitoring.windows).find(
          (w) => w.name === 'Database upgrade',
        ),
        'a window ahead',
      );
      const page = await openOptions('#/windows');
      const row = page.getByTestId('record-row').filter({ hasText: window.name });
      const starts = row.getByRole('cell').nth(2);
      const expected = await page.evaluate(
        ({ at, zone }) =>
          new Intl.DateTimeFormat(navigator.language, {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: zone,
          }).format(new Date(at)),
        { at: window.schedule.start, zone: window.schedule.timezone },
      );
      await expect(starts).toContainText(expected);
      await expect(starts).toHaveText(notIso);
      await expect(starts).not.toHaveText(/\d{4}-\d{2}-\d{2}/);
      // Sorted by when they start, not by the words that say it.
      await page.getByRole('columnheader').nth(2).getByRole('button').click();
      await expect(page.getByTestId('record-row').getByRole('link')).toHaveText([
        'Search reindex',
        'CDN certificate rotation',
        'Database upgrade',
      ]);
    });
  });
}
