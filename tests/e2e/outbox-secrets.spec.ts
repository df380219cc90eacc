import { expect, test } from './fixtures';
import { sendCommand } from './support/commands';
import { required, storageLocal, tableRows } from './support/worker';

/*
 * A queued write's secrets (a page's `password`, a monitor's `authPassword`) are kept in
 * browser.storage.local, never in IndexedDB. Only the real browser shows how that storage and
 * Dexie's transactions behave when writes overlap: the fake browser and fake-indexeddb answer
 * at once and never commit a transaction early.
 */

const secretFor = (id: string) => `secret-of-${id}`;

test('two saves at once that carry secrets both reach the server with their passwords', async ({
  context,
  openPopup,
  server,
}) => {
  await expect.poll(async () => (await tableRows(context, 'monitors')).length).toBeGreaterThan(0);
  await expect.poll(async () => (await tableRows(context, 'pages')).length).toBeGreaterThan(0);
  const { pages, monitors } = server.context.state.monitoring;
  const httpMonitors = [...monitors.values()].filter((m) => m.type === 'http');
  const pairs = [...pages.keys()].map((pageId, i) => ({
    pageId,
    monitorId: required(httpMonitors[i], 'http monitor').id,
  }));
  // Two extension pages, as when the options page and the popup save at the same moment.
  const statusTab = await openPopup();
  const monitorTab = await openPopup();

  // Offline, so every write waits in the outbox and only the saving of secrets can collide.
  await context.setOffline(true);
  // Several pairs sent at once, so a lost update of the shared secrets object shows every run.
  const replies = await Promise.all(
    pairs.flatMap(({ pageId, monitorId }) => [
      sendCommand(statusTab, 'submitWrite', {
        operation: 'updatePageAuthentication',
        recordId: pageId,
        payload: { access: 1, password: secretFor(pageId) },
      }),
      sendCommand(monitorTab, 'submitWrite', {
        operation: 'updateMonitor',
        recordId: monitorId,
        payload: {
          authType: 'basic',
          authUsername: 'gatehouse',
          authPassword: secretFor(monitorId),
        },
      }),
    ]),
  );
  expect(replies.map((reply) => reply.ok)).toEqual(replies.map(() => true));

  // Back online, the worker flushes by itself.
  await context.setOffline(false);
  const onServer = () =>
    pairs.map(({ pageId, monitorId }) => [
      pages.get(pageId)?.password,
      monitors.get(monitorId)?.authPassword,
    ]);
  await expect
    .poll(onServer, { timeout: 20_000 })
    .toEqual(pairs.map(({ pageId, monitorId }) => [secretFor(pageId), secretFor(monitorId)]));
});

test('a second password change while the first is queued is accepted and the last password is sent', async ({
  context,
  openPopup,
  server,
}) => {
  await expect.poll(async () => (await tableRows(context, 'pages')).length).toBeGreaterThan(0);
  const { pages } = server.context.state.monitoring;
  const page = required(
    [...pages.values()].find((p) => p.access === 0),
    'status page open to all',
  );
  const popup = await openPopup();
  const protect = (password: string) =>
    sendCommand(popup, 'submitWrite', {
      operation: 'updatePageAuthentication',
      recordId: page.id,
      payload: { access: 1, password },
    });

  await context.setOffline(true);
  await expect(protect('first-secret')).resolves.toMatchObject({ ok: true });
  // Joins the queued row: its secret has to move to that row along with the payload.
  await expect(protect('second-secret')).resolves.toMatchObject({ ok: true });

  // Only this page was written to, so one row in all: the second change joined the first.
  const outbox = await tableRows(context, 'outbox');
  expect(outbox).toHaveLength(1);
  const stored = JSON.stringify([outbox, await tableRows(context, 'pages')]);
  expect(stored).not.toContain('first-secret');
  expect(stored).not.toContain('second-secret');

  await context.setOffline(false);
  await expect
    .poll(() => ({ access: pages.get(page.id)?.access, password: pages.get(page.id)?.password }), {
      timeout: 20_000,
    })
    .toEqual({ access: 1, password: 'second-secret' });
  expect(JSON.stringify(await tableRows(context, 'pages'))).not.toContain('second-secret');
});

test('clearing local data deletes a queued password along with its unsent change', async ({
  context,
  openOptions,
  server,
}) => {
  await expect.poll(async () => (await tableRows(context, 'pages')).length).toBeGreaterThan(0);
  const page = required([...server.context.state.monitoring.pages.values()][0], 'status page');
  const options = await openOptions('#/advanced');
  const secretKeys = async () =>
    Object.keys(await storageLocal(context)).filter((key) => key.startsWith('outboxSecret'));

  await context.setOffline(true);
  await expect(
    sendCommand(options, 'submitWrite', {
      operation: 'updatePageAuthentication',
      recordId: page.id,
      payload: { access: 1, password: 'unsent-secret' },
    }),
  ).resolves.toMatchObject({ ok: true });
  expect(await secretKeys()).toHaveLength(1);

  await options.getByTestId('clear-data').click();
  await expect(options.getByTestId('clear-unsent')).toHaveText(
    '1 change not sent yet will be lost.',
  );
  await options.getByRole('button', { name: 'Yes, clear' }).click();
  await expect(options.getByTestId('data-status')).toContainText('Local data cleared.');
  expect(await tableRows(context, 'outbox')).toEqual([]);
  expect(await secretKeys()).toEqual([]);
  expect(JSON.stringify(await storageLocal(context))).not.toContain('unsent-secret');
});
