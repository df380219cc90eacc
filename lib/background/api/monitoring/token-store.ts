import { storage } from 'wxt/utils/storage';
import type { StoredToken, TokenStore } from './auth';

/**
 * The token's storage item, defined only in the worker's code, so that no page rewrites the
 * worker's secret: WXT runs an item's migrations in each context that defines it, as it loads,
 * and stores a first value and its version in two writes. A page opened between them (during the
 * first sign-in) found the new token without its version, migrated it and wrote it back, over
 * whatever the worker had written meanwhile. Pages learn of the session from the worker
 * (`getSession`).
 */
export const monitoringTokenItem = storage.defineItem<StoredToken | null>('local:monitoringToken', {
  fallback: null,
  version: 2,
  migrations: {
    // Version 1 did not record where a token came from: such a token must be sent nowhere. A
    // token with no stored version is version 1's, or one whose version is not written yet (a
    // worker stopped between the two writes): only the latter has an address, and keeps it.
    2: (token: Omit<StoredToken, 'baseUrl'> & { baseUrl?: string }): StoredToken => ({
      ...token,
      baseUrl: token.baseUrl ?? '',
    }),
  },
});

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
