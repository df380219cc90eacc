import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { optionsRecords, valuesOf } from './pages/options-resource-section';
import { required } from './support/worker';

// Two options tabs (or the popup and the side panel) may edit one record within the same second.
// The worker queues their edits in the order they arrive, so what was typed last wins, on the
// server and in every open view; fields only one of them changed are all kept.

async function editCategory(page: Page, fields: Record<string, string>) {
  const form = optionsRecords(page, 'categories').editForm;
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
  return form.getByRole('button', { name: 'Save changes' });
}

test('two tabs save one category in the same second: the later name wins everywhere, both fields kept', async ({
  openOptions,
  server,
}) => {
  const category = required(valuesOf(server.context.state.monitoring.categories)[0], 'category');
  const [tabA, tabB] = [
    await openOptions(`#/categories/${category.id}`),
    await openOptions(`#/categories/${category.id}`),
  ];
  for (const tab of [tabA, tabB])
    await expect(
      optionsRecords(tab, 'categories').editForm.getByLabel('Name', { exact: true }),
    ).toHaveValue(category.name);

  const saveA = await editCategory(tabA, { Name: 'Typed in tab A', Description: 'Only tab A' });
  const saveB = await editCategory(tabB, { Name: 'Typed in tab B' });
  // One click right after the other: B's goes before A's answer is in.
  await saveA.click();
  await saveB.click();

  await expect
    .poll(() => server.context.state.monitoring.categories.get(category.id))
    .toMatchObject({ name: 'Typed in tab B', description: 'Only tab A' });
  for (const tab of [tabA, tabB]) {
    const detail = optionsRecords(tab, 'categories').detail;
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText('Typed in tab B');
  }
  const puts = server.context.log.entries.filter(
    (entry) => entry.method === 'PUT' && entry.path.endsWith(`/categories/update/${category.id}`),
  );
  expect(puts.at(-1)?.body).toMatchObject({ name: 'Typed in tab B' });
});
