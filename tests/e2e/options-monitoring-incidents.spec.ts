import { expect, test } from './fixtures';
import { resourceSection } from './pages/options-monitoring';
import { seriousA11yViolations } from './support/commands';
import { required } from './support/worker';

test('incidents filter by status, and a comment shows at once and reaches the server once', async ({
  openOptions,
  server,
}) => {
  const incidents = [...server.context.state.monitoring.incidents.values()];
  const open = incidents.filter((i) => i.status === 'open');
  const target = required(open[0], 'open incident');
  const section = resourceSection(await openOptions('#/incidents'), 'incidents');
  await expect(section.rows).toHaveCount(incidents.length);
  expect(await seriousA11yViolations(section.page)).toEqual([]);

  await section.filter('Status').selectOption('open');
  await expect(section.rows).toHaveCount(open.length);
  await section.filter('Status').selectOption('resolved');
  await expect(section.rows).toHaveCount(incidents.length - open.length);
  for (const status of await section.rows.locator('td:nth-child(2)').allTextContents())
    expect(status).toBe('Resolved');
  await section.filter('Status').selectOption('open');

  await section.rowById(target.id).getByRole('link').click();
  await expect(section.heading).toHaveText(target.monitorName);
  await expect(section.page.getByTestId('incident-activity')).toContainText('is down');
  const before = target.comments.length;

  // The server holds the comment back until the test lets it go: the page must not wait for it.
  server.context.faults.add({
    method: 'POST',
    path: '/endpoints/v1/incidents/comment/*',
    kind: 'hold-until-released',
    times: 1,
  });
  const text = 'Rolled back the 14:02 deploy; watching the error rate.';
  await section.page.getByLabel('Add a comment').fill(text);
  await section.button('Add comment').click();
  const comment = section.page.getByTestId('incident-comment').filter({ hasText: text });
  await expect(comment).toContainText('not sent yet');
  expect(target.comments).toHaveLength(before);
  await expect(section.page.getByLabel('Add a comment')).toHaveValue('');

  const posts = () =>
    server.context.log.entries.filter(
      (e) => e.method === 'POST' && e.path.endsWith(`/incidents/comment/${target.id}`),
    );
  // Let go once it is held: the page said "not sent yet" before sending it.
  await expect.poll(() => posts().length).toBe(1);
  expect(server.context.faults.release()).toBe(1);
  await expect(comment).not.toContainText('not sent yet', { timeout: 15_000 });
  await expect(comment).toHaveCount(1);
  expect(target.comments.filter((c) => c.comment === text)).toHaveLength(1);
  expect(posts()).toHaveLength(1);
  expect(await seriousA11yViolations(section.page)).toEqual([]);
});

test('an empty comment is refused next to the box', async ({ openOptions, server }) => {
  const target = required([...server.context.state.monitoring.incidents.values()][0], 'incident');
  const section = resourceSection(await openOptions(`#/incidents/${target.id}`), 'incidents');
  await section.button('Add comment').click();
  await expect(section.page.getByTestId(`error-comment-${target.id}`)).toHaveText(
    'Write a comment first.',
  );
  expect(server.context.log.entries.filter((e) => e.path.includes('/incidents/comment/'))).toEqual(
    [],
  );
});

test('a category is created, renamed and deleted from the options page', async ({
  openOptions,
  server,
}) => {
  const categories = () => [...server.context.state.monitoring.categories.values()];
  const section = resourceSection(await openOptions('#/categories'), 'categories');
  await expect(section.rows).toHaveCount(categories().length);
  expect(await seriousA11yViolations(section.page)).toEqual([]);

  await section.newButton.click();
  await section.field('new', 'Name').fill('Payments');
  await section.field('new', 'Description').fill('Card and wallet checks');
  expect(await seriousA11yViolations(section.page)).toEqual([]);
  await section.button('Create category').click();
  await expect.poll(() => categories().filter((c) => c.name === 'Payments').length).toBe(1);
  const created = required(
    categories().find((c) => c.name === 'Payments'),
    'new category',
  );
  expect(created.description).toBe('Card and wallet checks');
  await expect(section.page).toHaveURL(new RegExp(`#/categories/${created.id}$`));

  await section.field('edit', 'Name').fill('Payments & billing');
  await section.button('Save changes').click();
  await expect
    .poll(() => server.context.state.monitoring.categories.get(created.id)?.name)
    .toBe('Payments & billing');
  expect(await seriousA11yViolations(section.page)).toEqual([]);

  await section.button('Delete category').click();
  await section.button('Yes, delete').click();
  await expect(section.page).toHaveURL(/#\/categories$/);
  await expect.poll(() => server.context.state.monitoring.categories.has(created.id)).toBe(false);
  await expect(section.row('Payments & billing')).toHaveCount(0);
  await expect(section.rows).toHaveCount(categories().length);
});
