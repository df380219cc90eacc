import { storage } from 'wxt/utils/storage';
import type { StoredToken, TokenStore } from './auth';

/**
 * The token's storage item, defined only in the worker's code: a page that defines an item with
 * migrations runs them when it loads, and WXT stores an item's first value and its version in two
 * writes, so a page opened during the first sign-in found the worker's new token without its
 * version and migrated it as version 1's, erasing its address (the session then matched no server
 * until the worker signed in again). Pages learn of the session from the worker (`getSession`).
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
