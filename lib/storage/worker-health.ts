import { storage } from 'wxt/utils/storage';

/**
 * Why the worker's last open of its database failed, in the browser's words; null once one
 * worked. The pages watch it (lib/containers/useBackground.ts). Kept for the browser session:
 * after a restart the worker tries afresh and says again.
 */
export const databaseFailureItem = storage.defineItem<string | null>('session:databaseFailure', {
  fallback: null,
});
