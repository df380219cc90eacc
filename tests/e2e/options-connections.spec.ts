import { expect, test } from './fixtures';
import { sendCommand, syncRound } from './support/commands';
import { stopServiceWorker } from './support/worker';

// Connections says where each server stands in one line, in words that fit the page it is on.

test('Connections has one sign-in line per server, and a session renews itself', async ({
  openOptions,
}) => {
  const page = await openOptions('#/connections');
  const monitoring = page.getByTestId('connection-monitoring');
  const museum = page.getByTestId('connection-museum');
  const signedIn =
    'Signed in as demo@example.com. Gatehouse renews the sign-in by itself when needed.';
  await expect(monitoring.getByTestId('monitoring-sign-in')).toHaveText(signedIn);
  await expect(museum.getByTestId('museum-sign-in')).toHaveText('Connected to the museum.');
  await monitoring.getByRole('button', { name: 'Sign in' }).click();
  await expect(monitoring.getByTestId('monitoring-sign-in')).toHaveText(signedIn);
  await museum.getByRole('button', { name: 'Save and test connection' }).click();
  await expect(museum.getByTestId('museum-sign-in')).toHaveText('Connected to the museum.');
  await expect(page.getByText(/Signed in/)).toHaveCount(1);
  await expect(page.getByText(/Connected to/)).toHaveCount(1);
  await expect(page.getByText(/until|lasts/)).toHaveCount(0);
});

test('a wrong password is said once, without sending the user to the Settings they are in', async ({
  openOptions,
}) => {
  const page = await openOptions('#/connections');
  const form = page.getByTestId('connection-monitoring');
  await form.getByLabel('Password').fill('wrong');
  await form.getByRole('button', { name: 'Sign in' }).click();
  const refused = 'The server refused the sign-in. Check the email or user name and the password.';
  await expect(form.getByTestId('monitoring-sign-in')).toHaveText(refused);
  // The next sync fails to sign in with the same password: still said once.
  await sendCommand(page, 'refresh', { resources: ['monitors'] });
  await expect(form.getByTestId('monitoring-sign-in')).toHaveText(/^Signing in failed at .+: /);
  await expect(page.getByText(/refused the sign-in/)).toHaveCount(1);
  await expect(page.locator('main')).not.toContainText('Settings');
  await expect(form.getByRole('link')).toHaveCount(0);
});

test('a token whose version is not stored yet keeps its session, in a page and in a new worker', async ({
  context,
  openOptions,
  server,
}) => {
  const first = await openOptions('#/connections');
  const signedIn = 'Signed in as demo@example.com';
  await expect(first.getByTestId('monitoring-sign-in')).toContainText(signedIn);
  const storedVersion = () =>
    first.evaluate(
      async () => (await chrome.storage.local.get('monitoringToken$')).monitoringToken$,
    );
  await expect.poll(storedVersion).toEqual({ v: 2 });
  const signIns = () =>
    server.context.log.entries.filter((entry) => entry.path === '/endpoints/v1/auth/login').length;
  const before = signIns();
  // The worker stores its first token and, in a second write, the version of its shape. Removing
  // the version holds open the moment between the two: a page opened then, or a worker stopped
  // then and started again, finds a token with no version.
  await first.evaluate(() => chrome.storage.local.remove('monitoringToken$'));
  const page = await openOptions('#/connections');
  await expect(page.getByTestId('monitoring-sign-in')).toContainText(signedIn);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The page migrated nothing: a page that did would have stored the version again.
  expect(await storedVersion()).toBeUndefined();
  await stopServiceWorker(context, page);
  await syncRound(page);
  // The new worker migrated the token and went on with it: no second sign-in, the same session.
  expect(await storedVersion()).toEqual({ v: 2 });
  expect(signIns()).toBe(before);
  await page.reload();
  await expect(page.getByTestId('monitoring-sign-in')).toContainText(signedIn);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
