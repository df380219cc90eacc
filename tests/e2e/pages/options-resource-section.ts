import { expect, type Page } from '@playwright/test';

/**
 * A management section of the options page (ResourceSection) as a user works it: list, "New …"
 * form, a record's detail with its edit form, special actions and delete. Form controls are
 * found by their labels, the way a screen reader user would.
 */
export function optionsRecords(page: Page, key: string) {
  const list = page.getByTestId(`list-${key}`);
  const detail = page.getByTestId(`detail-${key}`);
  const newForm = page.getByTestId(`form-${key}-new`);
  const editForm = page.getByTestId(`form-${key}-edit`);
  return {
    page,
    list,
    detail,
    newForm,
    editForm,
    row: (name: string) => list.getByTestId('record-row').filter({ hasText: name }),
    /** The list once the first sync has filled it. */
    loaded: () => expect(list.getByTestId('record-row').first()).toBeVisible(),
    goTo: (hash: string) => page.evaluate((to) => (location.hash = to), hash),
    startNew: async () => {
      await page.getByTestId(`new-${key}`).click();
      await expect(newForm).toBeVisible();
    },
    open: async (name: string) => {
      await list.getByRole('link', { name, exact: true }).click();
      await expect(detail.getByRole('heading', { level: 2 })).toHaveText(name);
    },
    /**
     * Lands on a record just created (already on the server), under the server's id. The page
     * follows a create to its record by itself, but after a very fast answer it can stay on the
     * temporary id (useFollowCreated never saw the temporary row); then go through the list.
     */
    openCreated: async (name: string, id: string) => {
      const real = new RegExp(`#/${key}/${id}$`);
      const followed = await expect(page)
        .toHaveURL(real, { timeout: 3000 })
        .then(() => true)
        .catch(() => false);
      if (!followed) {
        await page.evaluate((to) => (location.hash = to), `#/${key}`);
        await list.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(real);
      }
      await expect(detail.getByRole('heading', { level: 2 })).toHaveText(name);
    },
    /**
     * A tick box inside a checkbox list (monitors, pages, integrations, weekdays). A long list
     * (the monitor picker) draws only what is in view: search for the label first, as a user would.
     */
    choice: async (form: 'new' | 'edit', field: string, label: string) => {
      const group = (form === 'new' ? newForm : editForm).locator(`#${key}-${form}-${field}`);
      const search = group.getByRole('searchbox');
      if (await search.count()) await search.fill(label);
      return group.getByRole('checkbox', { name: label, exact: true });
    },
    action: (label: string) => detail.getByRole('button', { name: label, exact: true }),
    remove: async () => {
      await detail.getByRole('button', { name: /^Delete / }).click();
      await detail.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(list).toBeVisible();
    },
  };
}

/** Records of one server map, as an array (the server keeps insertion order). */
export const valuesOf = <T>(map: Map<string, T>) => [...map.values()];
