import type { Locator, Page } from '@playwright/test';

/** One management section of the options page (list, create form, detail), as a user sees it. */
export function resourceSection(page: Page, key: string) {
  const list = page.getByTestId(`list-${key}`);
  const rows = list.getByTestId('record-row');
  const form = (which: 'new' | 'edit') => page.getByTestId(`form-${key}-${which}`);
  return {
    page,
    list,
    rows,
    /** The list row whose name link reads exactly `name`. */
    row: (name: string) => rows.filter({ has: page.getByRole('link', { name, exact: true }) }),
    rowById: (id: string) => list.locator(`[data-record-id="${id}"]`),
    newButton: page.getByTestId(`new-${key}`),
    createForm: form('new'),
    editForm: form('edit'),
    detail: page.getByTestId(`detail-${key}`),
    heading: page.getByRole('heading', { level: 2 }),
    /** A form control by its exact label (so "Name" is not also "User name"). */
    field: (which: 'new' | 'edit', label: string): Locator =>
      form(which).getByLabel(label, { exact: true }),
    /** The error shown right under a form field, by the request field's name. */
    errorOf: (which: 'new' | 'edit', field: string) =>
      page.getByTestId(`error-${key}-${which}-${field}`),
    filter: (label: string) => page.getByTestId(`filter-${key}-${label.toLowerCase()}`),
    button: (name: string) => page.getByRole('button', { name, exact: true }),
  };
}
