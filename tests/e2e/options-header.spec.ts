import { expect, test } from './fixtures';
import { valuesOf } from './pages/options-resource-section';
import { sendCommand, seriousA11yViolations } from './support/commands';
import { required } from './support/worker';

// The options page says what the popup's header says: how fresh the data is and what waits.

test('the options header says how fresh the data is and counts changes waiting until they are sent', async ({
  openOptions,
  context,
  server,
}) => {
  const page = await openOptions('#/sync');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gatehouse settings');
  const header = page.getByTestId('options-sync');
  await expect(header.getByTestId('last-synced')).toHaveText(/^Synced (just now|1 minute ago)$/);
  await expect(header.getByTestId('pending-writes')).toHaveCount(0);

  await context.setOffline(true);
  await expect(header.getByTestId('overall-state')).toHaveText('Offline — showing saved data');
  const monitor = required(valuesOf(server.context.state.monitoring.monitors)[0], 'a monitor');
  await sendCommand(page, 'submitWrite', {
    operation: 'updateMonitor',
    recordId: monitor.id,
    payload: { name: `${monitor.name} (edited offline)` },
  });
  const waiting = header.getByRole('link', { name: '1 change not sent yet' });
  await expect(waiting).toHaveAttribute('href', '#/outbox');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(page)).toEqual([]);
  }
  await waiting.click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Outbox');

  await context.setOffline(false);
  await expect
    .poll(() =>
      server.context.log.entries.some(
        (entry) =>
          entry.method !== 'GET' && entry.path.includes(monitor.id) && entry.status === 200,
      ),
    )
    .toBe(true);
  await expect(header.getByTestId('pending-writes')).toHaveCount(0);
  await expect(header.getByTestId('overall-state')).not.toContainText('Offline');
});
