import { expect, test } from './fixtures';
import { optionsRecords, valuesOf } from './pages/options-resource-section';
import { seriousA11yViolations } from './support/commands';
import { required } from './support/worker';

test('an announcement needs a page, is pinned and unpinned, edited and deleted', async ({
  openOptions,
  server,
}) => {
  const state = () => server.context.state.monitoring;
  const [firstPage, , thirdPage] = valuesOf(state().pages);
  const example = required(firstPage, 'first status page');
  const partners = required(thirdPage, 'third status page');
  const section = optionsRecords(await openOptions('#/announcements'), 'announcements');
  await section.loaded();
  expect(await seriousA11yViolations(section.page)).toEqual([]);

  await section.startNew();
  const form = section.newForm;
  await form.getByLabel('Title').fill('API v1 retires in June');
  await form
    .getByLabel('Message')
    .fill('Move to API v2 before 30 June; v1 answers 410 after that.');
  await form.getByLabel('Type').selectOption({ label: 'Maintenance' });
  await form.getByRole('button', { name: 'Create announcement' }).click();
  await expect(form.getByTestId('error-announcements-new-pages')).toContainText(
    'at least one status page',
  );
  expect(await seriousA11yViolations(section.page)).toEqual([]);
  await (await section.choice('new', 'pages', partners.name)).check();
  await (await section.choice('new', 'pages', example.name)).check();
  await form.getByRole('button', { name: 'Create announcement' }).click();
  await expect
    .poll(() => valuesOf(state().announcements).find((a) => a.title === 'API v1 retires in June'))
    .toMatchObject({ type: 'maintenance', sticky: 0 });
  const id = required(
    valuesOf(state().announcements).find((a) => a.title === 'API v1 retires in June'),
    'new announcement',
  ).id;
  expect(new Set(state().announcements.get(id)?.pages)).toEqual(new Set([partners.id, example.id]));
  await section.openCreated('API v1 retires in June', id);
  expect(await seriousA11yViolations(section.page)).toEqual([]);

  await section.action('Pin').click();
  await expect.poll(() => state().announcements.get(id)?.sticky).toBe(1);
  await expect(section.editForm.getByLabel('Pinned')).toBeChecked();
  await section.action('Unpin').click();
  await expect.poll(() => state().announcements.get(id)?.sticky).toBe(0);
  await expect(section.action('Pin')).toBeVisible();

  const edit = section.editForm;
  await edit.getByLabel('Message').fill('Move to API v2 before 31 July.');
  await edit.getByLabel('Type').selectOption({ label: 'Information' });
  await (await section.choice('edit', 'pages', example.name)).uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(() => state().announcements.get(id))
    .toMatchObject({
      message: 'Move to API v2 before 31 July.',
      type: 'info',
      sticky: 0,
      pages: [partners.id],
    });

  await section.remove();
  await expect.poll(() => state().announcements.has(id)).toBe(false);
});
