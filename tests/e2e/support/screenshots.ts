import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** Documentation of the look, written only when asked: `GATEHOUSE_SCREENSHOTS=1`. */
export async function keepScreenshot(page: Page, name: string) {
  if (!process.env.GATEHOUSE_SCREENSHOTS) return;
  await page.screenshot({
    path: fileURLToPath(new URL(`../__screenshots__/${name}`, import.meta.url)),
  });
}
