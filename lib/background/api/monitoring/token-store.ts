import { monitoringTokenItem } from '../../../storage/settings';
import type { TokenStore } from './auth';

/**
 * The monitoring token in browser.storage.local (docs/ARCHITECTURE.md, "Secrets only in browser storage"), so
 * a restarted service worker keeps using it instead of signing in again.
 */
export const storageTokenStore: TokenStore = {
  get: () => monitoringTokenItem.getValue(),
  set: (token) => monitoringTokenItem.setValue(token),
  clear: () => monitoringTokenItem.removeValue(),
};

/** A store that forgets on restart: for tests and for one-off connection checks. */
export function memoryTokenStore(
  initial: Parameters<TokenStore['set']>[0] | null = null,
): TokenStore {
  let token = initial;
  return {
    get: async () => token,
    set: async (next) => {
      token = next;
    },
    clear: async () => {
      token = null;
    },
  };
}
