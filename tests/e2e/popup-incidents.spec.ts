import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { seriousA11yViolations } from './support/commands';
import { required } from './support/worker';

test('every open incident is listed with a count, opens in Settings, and takes a comment', async ({
  context,
  openPopup,
  server,
}) => {
  const open = [...server.context.state.monitoring.incidents.values()]
    .filter((incident) => incident.status === 'open')
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  expect(open.length).toBeGreaterThan(1);
  const popup = popupPage(await openPopup());
  const strip = popup.page.getByTestId('incident-strip');
  await expect(strip.getByRole('heading')).toHaveText(`${open.length} open incidents`);
  const items = strip.getByTestId('incident-item');
  await expect(items).toHaveCount(Math.min(open.length, 3));

  const first = required(open[0], 'open incident');
  const opened = context.waitForEvent('page');
  await items.first().getByRole('link', { name: first.monitorName }).click();
  const detail = await opened;
  expect(detail.url()).toContain(`options.html#/incidents/${first.id}`);
  await expect(detail.getByRole('heading', { level: 2 })).toBeVisible();

  // Not only the latest one: comment on the second.
  const second = required(open[1], 'second open incident');
  const item = items.filter({ hasText: second.monitorName });
  await item.getByRole('button', { name: `Comment on ${second.monitorName}` }).click();
  const box = strip.getByRole('textbox', { name: `Comment on the ${second.monitorName} incident` });
  await expect(box).toHaveAttribute('placeholder', /\S/);
  expect(await seriousA11yViolations(popup.page)).toEqual([]);
  await box.fill('Looking into it from the popup');
  await strip.getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveCount(0);
  await expect
    .poll(() =>
      server.context.state.monitoring.incidents
        .get(second.id)
        ?.comments.map((comment) => comment.comment),
    )
    .toContain('Looking into it from the popup');
});
