import { expect, type Page } from '@playwright/test';

/** Every section the options page's menu links to, by its hash route. */
export const menuRoutes = (page: Page) =>
  page
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/** A section drawn: its heading shown and nothing still loading. */
export async function sectionSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
