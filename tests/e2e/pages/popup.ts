import type { Page } from '@playwright/test';

/** The popup as a user sees it. */
export function popupPage(page: Page) {
  return {
    page,
    overall: page.getByTestId('overall-state'),
    lastSynced: page.getByTestId('last-synced'),
    pendingWrites: page.getByTestId('pending-writes'),
    refresh: page.getByTestId('refresh'),
    search: page.getByTestId('search'),
    statusFilter: page.getByTestId('status-filter'),
    categoryFilter: page.getByTestId('category-filter'),
    rows: page.getByTestId('monitor-row'),
    row: (name: string) => page.getByTestId('monitor-row').filter({ hasText: name }),
    rowNames: () => page.locator('[data-testid="monitor-row"] .monitor-name').allTextContents(),
    rowStatuses: () => page.locator('[data-testid="monitor-row"] .status-pill').allTextContents(),
    loaded: () => page.waitForSelector('body.loaded'),
  };
}
